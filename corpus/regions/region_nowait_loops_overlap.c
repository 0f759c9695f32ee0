// Two worksharing loops with nowait between them and no barrier: the second may read b[n - 1 - i] while another thread still writes it in the first. The region reports the race; each loop alone is right.
void two_phases(int n, const double *a, double *b, double *c)
{
  // CHECK-REGION: violation
  // CHECK-WITNESS: b race
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: data race on shared variable 'b' between the threads of the parallel region
  // CHECK-MESSAGES: :[[@LINE+7]]:7: note: the thread running iteration i = 0 writes 'b[i]'
  // CHECK-MESSAGES: :[[@LINE+10]]:14: note: the thread running iteration i = 0 reads 'b[n - 1 - i]'
#pragma omp parallel
  {
    // CHECK-VERDICT: verified
#pragma omp for nowait
    for (int i = 0; i < n; i++)
      b[i] = a[i] * a[i];
    // CHECK-VERDICT: verified
#pragma omp for
    for (int i = 0; i < n; i++)
      c[i] = b[n - 1 - i];
  }
}
