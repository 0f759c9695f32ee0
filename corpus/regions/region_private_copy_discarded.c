// Each thread writes its private copy of x, and the code after the region reads x: it reads the original, which the region never wrote. A region is not a loop (each thread's copy is often meant to be thrown away), so that is a warning of its own rule and the region is unknown, not a race.
double last_offset(int n, double *a, double c)
{
  double x = 0.0;
  // CHECK-REGION: unknown
  // CHECK-REASON-KIND: copy-discarded
  // CHECK-VARIABLE: x declared=private status=wrong
  // CHECK-WITNESS: x live-out
  // CHECK-MESSAGES: :[[@LINE+3]]:1: warning: the value that private variable 'x' gets in the parallel region does not reach the code after it, which reads the original 'x' [ompfix-region-copy-discarded]
  // CHECK-MESSAGES: :[[@LINE+4]]:5: note: thread 0 writes 'x'
  // CHECK-EXIT: 0
#pragma omp parallel private(x)
  {
    x = c + 1.0;
    // CHECK-VERDICT: verified
#pragma omp for
    for (int i = 0; i < n; i++)
      a[i] = a[i] + x;
  }
  return x;
}
