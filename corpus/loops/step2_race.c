// A step-2 loop with a dependence of distance one iteration: i writes a[i + 2], which iteration i + 2 reads as a[i].
void stride2_recurrence(int n, double *a)
{
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: a race
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: data race on shared variable 'a'
  // CHECK-MESSAGES: :[[@LINE+4]]:5: note: iteration i = 0 writes 'a[i + 2]'
  // CHECK-MESSAGES: :[[@LINE+3]]:17: note: iteration i = 2 reads 'a[i]'
#pragma omp parallel for
  for (int i = 0; i < n - 2; i += 2)
    a[i + 2] += a[i];
}
