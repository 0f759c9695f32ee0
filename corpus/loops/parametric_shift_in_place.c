// Parametric bounds m..n with a parametric distance: a[i] = a[i - m] races whenever n > 2m and m > 0.
void shift_up(int m, int n, double *a)
{
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: a race
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: data race on shared variable 'a'
  // CHECK-MESSAGES: :[[@LINE+4]]:5: note: iteration i = 1 writes 'a[i]'
  // CHECK-MESSAGES: :[[@LINE+3]]:12: note: iteration i = 2 reads 'a[i - m]'
#pragma omp parallel for
  for (int i = m; i < n; i++)
    a[i] = a[i - m];
}
