// The same fold with the bound one too far (i <= n + 1): iteration n + 1 writes a[n + 1], which iteration 0 reads.
void fold_upper_half_wrong(int n, double *a)
{
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: a race
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: data race on shared variable 'a'
  // CHECK-MESSAGES: :[[@LINE+4]]:5: note: iteration i = 1 writes 'a[i]'
  // CHECK-MESSAGES: :[[@LINE+3]]:12: note: iteration i = 0 reads 'a[i + n + 1]'
#pragma omp parallel for
  for (int i = 0; i <= n + 1; i++)
    a[i] = a[i + n + 1];
}
