// Found by the differential tester: in a decreasing loop the sequentially last iteration is the smallest i. Here it never writes t, so lastprivate(t) would copy out a value the sequential loop does not leave: only lastprivate(conditional: t) is right.
void last_positive(int n, const double *a, double *out)
{
  double t = 0.0;
  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: t declared=lastprivate required=lastprivate(conditional) status=wrong
  // CHECK-WITNESS: t live-out
  // CHECK-FIXED: #pragma omp parallel for lastprivate(conditional: t)
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: lastprivate variable 't' may not be written by the last iteration
#pragma omp parallel for lastprivate(t)
  for (int i = n - 1; i >= 0; i--) {
    if (i >= 1)
      t = a[i];
  }
  out[0] = t;
}
