// Every thread of the region writes the shared scalar x before the worksharing loop reads it: a race between threads, reported at the region. Each thread reads only what it wrote itself and nothing reads x after the region, so private(x) on the region is the fix. The loop alone is right.
void offset_all(int n, double *a, double c)
{
  double x;
  // CHECK-REGION: fixable
  // CHECK-VARIABLE: x declared=shared required=private status=missing
  // CHECK-VARIABLE: a declared=shared required=shared status=ok
  // CHECK-WITNESS: x race
  // CHECK-FIXED: #pragma omp parallel private(x)
  // CHECK-MESSAGES: :[[@LINE+4]]:1: error: data race on shared variable 'x' between the threads of the parallel region
  // CHECK-MESSAGES: :[[@LINE+5]]:5: note: thread 0 writes 'x'
  // CHECK-MESSAGES: :[[@LINE+4]]:5: note: thread 1 writes 'x'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 'x' needs 'private(x)'
#pragma omp parallel
  {
    x = c + 1.0;
    // CHECK-VERDICT: verified
#pragma omp for
    for (int i = 0; i < n; i++)
      a[i] = a[i] + x;
  }
}
