// Every thread of the region writes the shared scalar x before the worksharing loop reads it: a race between threads that checking the loop alone cannot see. Unknown until regions are modelled.
void offset_all(int n, double *a, double c)
{
  double x;
#pragma omp parallel
  {
    x = c + 1.0;
    // CHECK-VERDICT: unknown
    // CHECK-REASON: every thread of the parallel region writes shared 'x'
    // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: every thread of the parallel region writes shared 'x' (line 7) (regions are not modelled yet)
#pragma omp for
    for (int i = 0; i < n; i++)
      a[i] = a[i] + x;
  }
}
