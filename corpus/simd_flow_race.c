// A simd loop with a flow dependence at distance 1: lanes would read a[i] before the previous lane writes it.
void geometric(int n, double *a, double r)
{
  // CHECK-VERDICT: violation
  // CHECK-DIRECTIVE: simd
  // CHECK-WITNESS: a race
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: data race on shared variable 'a'
  // CHECK-MESSAGES: :[[@LINE+4]]:5: note: iteration i = 0 writes 'a[i + 1]'
  // CHECK-MESSAGES: :[[@LINE+3]]:16: note: iteration i = 1 reads 'a[i]'
#pragma omp simd
  for (int i = 0; i < n - 1; i++)
    a[i + 1] = a[i] * r;
}
