// y is private to each thread of the region, but only the thread that runs the single writes its copy: the other threads' loop iterations read copies nobody wrote. Shared, the single's barrier orders the write before every read: the private clause must go.
void broadcast(int n, double *b)
{
  double y = 0.0;
  // CHECK-REGION: fixable
  // CHECK-VARIABLE: y declared=private required=shared status=wrong
  // CHECK-WITNESS: y flow
  // CHECK-FIXED: #pragma omp parallel
  // CHECK-MESSAGES-ANY
#pragma omp parallel private(y)
  {
#pragma omp single
    y = 1.0;
    // CHECK-VERDICT: unknown
#pragma omp for
    for (int i = 0; i < n; i++)
      b[i] = y;
  }
}
