// A variable declared in the parallel region carries a value from one iteration of the worksharing loop to the next: each thread sees only what its own earlier iterations left, not the sequential order. No clause of the loop can change a region-private variable.
void running_prev(int n, const double *a, double *b)
{
  // CHECK-REGION: verified
#pragma omp parallel
  {
    double prev = 0.0;
    // CHECK-VERDICT: violation
    // CHECK-VARIABLE: prev declared=private required=none status=missing
    // CHECK-WITNESS: prev flow
    // CHECK-MESSAGES-ANY
#pragma omp for
    for (int i = 0; i < n; i++) {
      b[i] = a[i] - prev;
      prev = a[i];
    }
  }
}
