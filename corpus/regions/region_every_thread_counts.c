// Every thread adds one to the shared counter: a race. The counter is read after the region, so private would lose it; each thread's increment is its contribution, which reduction(+: nthreads) adds up.
int count_threads(void)
{
  int nthreads = 0;
  // CHECK-REGION: fixable
  // CHECK-VARIABLE: nthreads declared=shared required=reduction(+) status=missing
  // CHECK-FIXED: #pragma omp parallel reduction(+: nthreads)
  // CHECK-MESSAGES-ANY
#pragma omp parallel
  {
    nthreads += 1;
  }
  return nthreads;
}
