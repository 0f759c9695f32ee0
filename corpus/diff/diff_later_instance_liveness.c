// Found by the differential tester: the value that the first instance of the parallel loop leaves in x passes through the second instance (which never writes x) to the read after the nest, so it is live after the first instance, whose last iteration does not write it.
void keep_first_pass(int n, double *a, double *out)
{
  double x = 0.0;
  for (int t = 0; t < 2; t++) {
    // CHECK-VERDICT: fixable
    // CHECK-VARIABLE: x declared=shared required=lastprivate(conditional) status=missing
    // CHECK-FIXED: #pragma omp parallel for
    // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'x'
#pragma omp parallel for
    for (int j = 0; j < n; j++) {
      if (t == 0 && j < n - 1)
        x = a[j];
      a[j] = a[j] + 1.0;
    }
  }
  out[0] = x;
}
