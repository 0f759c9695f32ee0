// Loop-carried anti dependence at distance 1: iteration i reads a[i + 1] before iteration i + 1 overwrites it.
void shift_left_scaled(int n, double *a, double s)
{
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: a race
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: data race on shared variable 'a'
  // CHECK-MESSAGES: :[[@LINE+4]]:5: note: iteration i = 1 writes 'a[i]'
  // CHECK-MESSAGES: :[[@LINE+3]]:16: note: iteration i = 0 reads 'a[i + 1]'
#pragma omp parallel for
  for (int i = 0; i < n - 1; i++)
    a[i] = s * a[i + 1];
}
