// Two worksharing loops with nowait between them and no barrier: the second may read b[n - 1 - i] while another thread still writes it in the first. The region reports the race; both loops are unknown until they are checked with the region.
void two_phases(int n, const double *a, double *b, double *c)
{
  // CHECK-REGION: violation
  // CHECK-WITNESS: b race
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: data race on shared variable 'b' between the threads of the parallel region
  // CHECK-MESSAGES: :[[@LINE+9]]:7: note: the thread running iteration i = 0 writes 'b[i]'
  // CHECK-MESSAGES: :[[@LINE+14]]:14: note: the thread running iteration i = 0 reads 'b[n - 1 - i]'
#pragma omp parallel
  {
    // CHECK-VERDICT: unknown
    // CHECK-REASON: the 'nowait' loop at line 14 may still run while code after it runs
    // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: the 'nowait' loop at line 14 may still run while code after it runs
#pragma omp for nowait
    for (int i = 0; i < n; i++)
      b[i] = a[i] * a[i];
    // CHECK-VERDICT: unknown
    // CHECK-REASON: the 'nowait' loop at line 14
    // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: the 'nowait' loop at line 14 may still run while code after it runs
#pragma omp for
    for (int i = 0; i < n; i++)
      c[i] = b[n - 1 - i];
  }
}
