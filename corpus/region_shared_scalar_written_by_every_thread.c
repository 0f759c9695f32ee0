// Every thread of the region writes the shared scalar x before the worksharing loop reads it: a race between threads, reported at the region. The loop alone cannot be checked.
void offset_all(int n, double *a, double c)
{
  double x;
  // CHECK-REGION: violation
  // CHECK-WITNESS: x race
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: data race on shared variable 'x' between the threads of the parallel region
  // CHECK-MESSAGES: :[[@LINE+4]]:5: note: one thread writes 'x'
  // CHECK-MESSAGES: :[[@LINE+3]]:5: note: another thread writes 'x'
#pragma omp parallel
  {
    x = c + 1.0;
    // CHECK-VERDICT: unknown
    // CHECK-REASON: every thread of the parallel region writes shared 'x'
    // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: every thread of the parallel region writes shared 'x' (line 12) (regions are not modelled yet)
#pragma omp for
    for (int i = 0; i < n; i++)
      a[i] = a[i] + x;
  }
}
