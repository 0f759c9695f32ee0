// A critical construct outside any parallel region runs as written: it does not hide the race of the parallel loop after it.
void count_then_shift(int n, double *a, int *count)
{
#pragma omp critical
  *count += 1;
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: a race
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: data race on shared variable 'a'
  // CHECK-MESSAGES: :[[@LINE+4]]:5: note: iteration i = 1 writes 'a[i]'
  // CHECK-MESSAGES: :[[@LINE+3]]:12: note: iteration i = 2 reads 'a[i - 1]'
#pragma omp parallel for
  for (int i = 1; i < n; i++)
    a[i] = a[i - 1] + 1.0;
}
