// private(tmp) on a variable the loop never touches: the loop is right, the clause is redundant (a warning) and the fixed pragma drops it.
void copy_scaled(int n, const double *a, double *b, double s)
{
  double tmp = 0.0;

  // CHECK-VERDICT: verified
  // CHECK-VARIABLE: tmp declared=private status=redundant
  // CHECK-FIXED: #pragma omp parallel for
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: clause on 'tmp', which the loop never accesses
#pragma omp parallel for private(tmp)
  for (int i = 0; i < n; i++)
    b[i] = s * a[i];
  b[0] += tmp;
}
