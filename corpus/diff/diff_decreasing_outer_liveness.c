// Found by the differential tester: in a decreasing sequential loop, the value t keeps after the parallel loop is read by the next outer iteration (out[i] = t), so private(t) is wrong and t needs lastprivate.
void shift_down(int n, double *a, double *out)
{
  double t = 0.0;
  for (int i = n - 1; i >= 0; i--) {
    out[i] = t;
    // CHECK-VERDICT: fixable
    // CHECK-VARIABLE: t declared=private required=lastprivate status=wrong
    // CHECK-WITNESS: t live-out
    // CHECK-MESSAGES-ANY
#pragma omp parallel for private(t)
    for (int j = 0; j < n; j++) {
      t = a[j];
      a[j] = t * 2.0;
    }
  }
}
