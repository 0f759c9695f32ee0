// An integer local stepped by a constant once per iteration of a loop (a
// statement of the body itself: `ind++`, `ind += 2`, `ind = ind + 1`), with
// a known value before it, holds that value moved by the step times the
// iterations before: `ind = i * 8; for (j...) { a[ind] = ...; ind++; }`
// writes a[i * 8 + j]. A `continue` that may skip the step leaves it a value
// the model does not follow: a possible race.

void stepped_rows(double *restrict a, int n)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    int ind = i * 8;
    for (int j = 0; j < 8; j++) {
      a[ind] = 1.0;
      ind++;
    }
  }
}

void stepped_down_by_two(double *restrict a, const double *restrict b, int n)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    int ind = 16 * i + 1;
    for (int j = 7; j >= 0; j--) {
      ind = ind + 2;
      a[ind] = b[ind - 1];
    }
  }
}

// Rows of 8 cells written from every fourth one: iterations overlap.
void stepped_overlap(double *restrict a, int n)
{
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: a race certain
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: data race on shared variable 'a'
  // CHECK-MESSAGES: :[[@LINE+6]]:7: note: iteration i = 0 writes 'a[ind]'
  // CHECK-MESSAGES: :[[@LINE+5]]:7: note: iteration i = 1 writes 'a[ind]'
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    int ind = i * 4;
    for (int j = 0; j < 8; j++) {
      a[ind] = 1.0;
      ind++;
    }
  }
}

void step_may_be_skipped(double *restrict a, const int *f, int n)
{
  // CHECK-VERDICT: unknown
  // CHECK-REASON-KIND: possible-race
  // CHECK-MESSAGES: :[[@LINE+2]]:1: warning: possible data race on shared variable 'a'
  // CHECK-EXIT: 1
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    int ind = i * 8;
    for (int j = 0; j < 8; j++) {
      if (f[j])
        continue;
      a[ind] = 1.0;
      ind++;
    }
  }
}
