// firstprivate(alpha, beta) where the loop reads alpha only: beta is redundant and leaves the list; alpha's firstprivate is correct and stays.
void axpy_first(int n, double alpha, double beta, const double *x, double *y)
{
  // CHECK-VERDICT: verified
  // CHECK-VARIABLE: alpha declared=firstprivate required=firstprivate status=ok
  // CHECK-VARIABLE: beta declared=firstprivate status=redundant
  // CHECK-FIXED: #pragma omp parallel for firstprivate(alpha) schedule(static)
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: clause on 'beta', which the loop never accesses
#pragma omp parallel for firstprivate(alpha, beta) schedule(static)
  for (int i = 0; i < n; i++)
    y[i] = alpha * x[i] + y[i];
  y[0] *= beta;
}
