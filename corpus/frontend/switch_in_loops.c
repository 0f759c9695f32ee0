// A switch in a loop body: its condition is read, each case's code may run (fall-through in order, break leaves the switch, continue the iteration); a scalar that every case (default included) assigns is written by the switch, and one a case writes covers reads in that case only: a read in another case sees an earlier iteration's value.
#define N 128

double a[N], b[N];
int kind[N];

void per_kind(void)
{
  double t;
  // CHECK-VERDICT: verified
  // CHECK-VARIABLE: t declared=private required=private status=ok
#pragma omp parallel for private(t)
  for (int i = 0; i < N; i++) {
    switch (kind[i]) {
    case 0:
      t = a[i];
      break;
    case 1:
      t = 2.0 * a[i];
      break;
    default:
      t = 0.0;
    }
    b[i] = t;
  }
}

void skip_some(void)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < N; i++) {
    switch (kind[i]) {
    case 0:
      continue;
    default:
      break;
    }
    b[i] = a[i] + 1.0;
  }
}

void read_in_other_case(void)
{
  double t = 1.0;
  // CHECK-VERDICT: unknown
  // CHECK-VARIABLE: t declared=private required=none
  // CHECK-WITNESS: t flow possible
  // CHECK-MESSAGES-ANY
#pragma omp parallel for private(t)
  for (int i = 0; i < N; i++) {
    switch (kind[i]) {
    case 0:
      t = a[i];
      b[i] = t;
      break;
    case 1:
      b[i] = t;
      break;
    }
  }
}

void shared_scalar_in_case(void)
{
  double t = 0.0;
  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: t declared=shared required=private status=missing
  // CHECK-WITNESS: t race possible
  // CHECK-MESSAGES-ANY
#pragma omp parallel for
  for (int i = 0; i < N; i++) {
    switch (kind[i]) {
    case 2:
      t = a[i];
      b[i] = t;
      break;
    default:
      b[i] = 0.0;
    }
  }
}

void break_before_assignment(void)
{
  double t;
  // CHECK-VERDICT: unknown
  // CHECK-WITNESS: t flow possible
  // CHECK-MESSAGES-ANY
#pragma omp parallel for private(t)
  for (int i = 0; i < N; i++) {
    switch (kind[i]) {
    case 0:
      if (a[i] < 0.0)
        break;
      t = a[i];
      break;
    default:
      t = 0.0;
    }
    b[i] = t;
  }
}
