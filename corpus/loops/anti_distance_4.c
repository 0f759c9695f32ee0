// Loop-carried anti dependence at distance 4: a[i + 4] is read four iterations before it is overwritten.
void shift_down4(int n, double *a)
{
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: a race
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: data race on shared variable 'a'
  // CHECK-MESSAGES: :[[@LINE+4]]:5: note: iteration i = 4 writes 'a[i]'
  // CHECK-MESSAGES: :[[@LINE+3]]:12: note: iteration i = 0 reads 'a[i + 4]'
#pragma omp parallel for
  for (int i = 0; i < n - 4; i++)
    a[i] = a[i + 4];
}
