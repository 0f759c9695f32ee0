// private(x) on the region leaves each thread's copy undefined, but every thread reads x before writing it: the value from before the region is needed, firstprivate(x) is the fix. Nothing reads x after the region.
void shift_from(int n, double *b, double x)
{
  // CHECK-REGION: fixable
  // CHECK-VARIABLE: x declared=private required=firstprivate status=wrong
  // CHECK-WITNESS: x live-in
  // CHECK-FIXED: #pragma omp parallel firstprivate(x)
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: private variable 'x' is read before it is written in the thread
  // CHECK-MESSAGES: :[[@LINE+4]]:9: note: thread 0 reads 'x'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 'x' needs 'firstprivate(x)'
#pragma omp parallel private(x)
  {
    x = x + 1.0;
    // CHECK-VERDICT: verified
#pragma omp for
    for (int i = 0; i < n; i++)
      b[i] = x;
  }
}
