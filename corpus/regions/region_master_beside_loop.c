// A master construct in the same parallel region as a worksharing loop: both write a[0], and nothing orders them (no barrier at the start of a loop): a race of the region. The loop alone is right: the race is the region's.
void reset_then_scale(int n, double *a)
{
  // CHECK-REGION: violation
  // CHECK-WITNESS: a race
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: data race on shared variable 'a' between the threads of the parallel region
  // CHECK-MESSAGES: :[[@LINE+5]]:5: note: thread 0 (master) writes 'a[0]'
  // CHECK-MESSAGES: note: the thread running iteration i = 0 {{reads|writes}} 'a[i]'
#pragma omp parallel
  {
#pragma omp master
    a[0] = 0.0;
    // CHECK-VERDICT: verified
#pragma omp for
    for (int i = 0; i < n; i++)
      a[i] = 2.0 * a[i];
  }
}
