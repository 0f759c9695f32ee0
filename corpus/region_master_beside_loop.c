// A master construct in the same parallel region as a worksharing loop: both write a[0], and nothing orders them (no barrier at the start of a loop). Until regions are modelled the loop is unknown, never verified.
void reset_then_scale(int n, double *a)
{
#pragma omp parallel
  {
#pragma omp master
    a[0] = 0.0;
    // CHECK-VERDICT: unknown
    // CHECK-REASON: '#pragma omp master' in the same parallel region
    // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: '#pragma omp master' in the same parallel region (regions are not modelled yet)
#pragma omp for
    for (int i = 0; i < n; i++)
      a[i] = 2.0 * a[i];
  }
}
