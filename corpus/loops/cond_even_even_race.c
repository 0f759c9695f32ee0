// An if-condition that does not rule the conflict out: even i write a[i] and read a[i + 2], which iteration i + 2 writes.
void smooth_even_pairs(int n, double *a)
{
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: a race
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: data race on shared variable 'a'
  // CHECK-MESSAGES: :[[@LINE+5]]:7: note: iteration i = 2 writes 'a[i]'
  // CHECK-MESSAGES: :[[@LINE+4]]:28: note: iteration i = 0 reads 'a[i + 2]'
#pragma omp parallel for
  for (int i = 0; i < n - 2; i++)
    if (i % 2 == 0)
      a[i] = 0.5 * (a[i] + a[i + 2]);
}
