// Loop-carried flow dependence at distance 4: a[i + 4] is read four iterations after it is written.
void recurrence4(int n, double *a, const double *b)
{
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: a race
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: data race on shared variable 'a'
  // CHECK-MESSAGES: :[[@LINE+4]]:5: note: iteration i = 0 writes 'a[i + 4]'
  // CHECK-MESSAGES: :[[@LINE+3]]:16: note: iteration i = 4 reads 'a[i]'
#pragma omp parallel for
  for (int i = 0; i < n - 4; i++)
    a[i + 4] = a[i] + b[i];
}
