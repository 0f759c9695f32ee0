// Found by the differential tester: a witness search over a set unbounded below made isl report an error; the loop is checked like any other.
void fill_flag(int n, int m, double *out)
{
  double u = 0.0;
  for (int i = 0; i < n; i++) {
    // CHECK-VERDICT: fixable
    // CHECK-VARIABLE: u declared=shared required=firstprivate+lastprivate status=missing
    // CHECK-FIXED: #pragma omp parallel for firstprivate(u) lastprivate(u)
    // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'u'
#pragma omp parallel for
    for (int j = 0; j <= i; j++) {
      for (int k = 0; k < m + 1; k++) {
        u = 1.0;
      }
    }
  }
  out[0] = u;
}
