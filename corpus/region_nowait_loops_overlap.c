// Two worksharing loops with nowait between them and no barrier: the second may read b[n - 1 - i] while another thread still writes it in the first. Both loops are unknown until regions are modelled.
void two_phases(int n, const double *a, double *b, double *c)
{
#pragma omp parallel
  {
    // CHECK-VERDICT: unknown
    // CHECK-REASON: the 'nowait' loop at line 9 may still run while code after it runs
    // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: the 'nowait' loop at line 9 may still run while code after it runs
#pragma omp for nowait
    for (int i = 0; i < n; i++)
      b[i] = a[i] * a[i];
    // CHECK-VERDICT: unknown
    // CHECK-REASON: the 'nowait' loop at line 9
    // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: the 'nowait' loop at line 9 may still run while code after it runs
#pragma omp for
    for (int i = 0; i < n; i++)
      c[i] = b[n - 1 - i];
  }
}
