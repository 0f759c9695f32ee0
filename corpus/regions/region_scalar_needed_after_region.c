// Every thread writes the shared scalar x, and x is read after the region: private(x) would lose the value the code after the region reads, so no clause removes the race (one thread should write it: single).
double offset_then_return(int n, double *a, double c)
{
  double x = 0.0;
  // CHECK-REGION: violation
  // CHECK-VARIABLE: x declared=shared required=none status=missing
  // CHECK-WITNESS: x race
  // CHECK-MESSAGES: :[[@LINE+5]]:1: error: data race on shared variable 'x' between the threads of the parallel region
  // CHECK-MESSAGES: :[[@LINE+6]]:5: note: thread 0 writes 'x'
  // CHECK-MESSAGES: :[[@LINE+5]]:5: note: thread 1 writes 'x'
  // CHECK-MESSAGES: :[[@LINE+2]]:1: note: no data-sharing attribute of 'x' removes this conflict
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: a construct can: let one thread do the write ('#pragma omp single'), put a '#pragma omp barrier' between the accesses, or drop the 'nowait' that lets them overlap
#pragma omp parallel
  {
    x = c + 1.0;
    // CHECK-VERDICT: verified
#pragma omp for
    for (int i = 0; i < n; i++)
      a[i] = a[i] + x;
  }
  return x;
}
