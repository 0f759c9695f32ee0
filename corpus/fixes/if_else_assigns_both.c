// A scalar assigned in both branches of an if whose condition the model cannot follow holds this iteration's value after the if: private is right; assigned in one branch only, the read after may see another iteration's value; updated (+=) in both, it stays a reduction.
#define N 128

double a[N], b[N];

void both_branches(void)
{
  double t;
  // CHECK-VERDICT: verified
  // CHECK-VARIABLE: t declared=private required=private status=ok
#pragma omp parallel for private(t)
  for (int i = 0; i < N; i++) {
    if (a[i] > 0.0)
      t = a[i];
    else
      t = -a[i];
    b[i] = t;
  }
}

void nested_branches(void)
{
  double t;
  // CHECK-VERDICT: verified
  // CHECK-VARIABLE: t declared=private required=private status=ok
#pragma omp parallel for private(t)
  for (int i = 0; i < N; i++) {
    if (a[i] > 1.0) {
      t = 1.0;
    } else if (a[i] < -1.0) {
      t = -1.0;
    } else {
      t = a[i];
    }
    b[i] = t;
  }
}

void one_branch(void)
{
  double t = 0.0;
  // CHECK-VERDICT: unknown
  // CHECK-WITNESS: t flow possible
  // CHECK-MESSAGES-ANY
#pragma omp parallel for private(t)
  for (int i = 0; i < N; i++) {
    if (a[i] > 0.0)
      t = a[i];
    b[i] = t;
  }
}

double updated_in_both(void)
{
  double s = 0.0;
  // CHECK-VERDICT: verified
  // CHECK-VARIABLE: s declared=reduction(+) required=reduction(+) status=ok
#pragma omp parallel for reduction(+ : s)
  for (int i = 0; i < N; i++) {
    if (a[i] > 0.0)
      s += a[i];
    else
      s -= a[i];
  }
  return s;
}
