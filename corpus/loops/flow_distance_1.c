// Loop-carried flow dependence at distance 1 (a running sum in place): iteration i reads what i - 1 wrote.
void running_sum(int n, double *a, const double *b)
{
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: a race
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: data race on shared variable 'a'
  // CHECK-MESSAGES: :[[@LINE+4]]:5: note: iteration i = 1 writes 'a[i]'
  // CHECK-MESSAGES: :[[@LINE+3]]:12: note: iteration i = 2 reads 'a[i - 1]'
#pragma omp parallel for
  for (int i = 1; i < n; i++)
    a[i] = a[i - 1] + b[i];
}
