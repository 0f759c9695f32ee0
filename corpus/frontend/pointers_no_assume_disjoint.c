// With --no-assume-disjoint a verdict that rests on memory the function is given not overlapping is unknown, naming the pair; verdicts that need no such assumption stay as they are.
// OPTIONS: --no-assume-disjoint

void scale(double *a, double *b, int n)
{
  // CHECK-VERDICT: unknown
  // CHECK-REASON: the verdict rests on 'a' and 'b' not overlapping (--no-assume-disjoint)
  // CHECK-REASON-KIND: assumption
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: the verdict rests on 'a' and 'b' not overlapping (--no-assume-disjoint)
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    b[i] = 2.0 * a[i];
}

void scale_restrict(double *restrict a, double *restrict b, int n)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    b[i] = 2.0 * a[i];
}

void scale_temp(double *a, double *b, int n)
{
  double t;
  // A fixable loop rests on it too: its fix is only right if a and b are
  // apart.
  // CHECK-VERDICT: unknown
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: the verdict rests on 'a' and 'b' not overlapping (--no-assume-disjoint)
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    t = a[i];
    b[i] = t * t;
  }
}

void shift(double *b, int n)
{
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: b race certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'b'
#pragma omp parallel for
  for (int i = 0; i < n - 1; i++)
    b[i + 1] = b[i];
}
