// A simd loop with a flow dependence at distance 1: the lanes run the statement together, so lane i + 1 reads a[i + 1] before lane i writes it.
void geometric(int n, double *a, double r)
{
  // CHECK-VERDICT: violation
  // CHECK-DIRECTIVE: simd
  // CHECK-WITNESS: a race
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: the lanes of the simd loop break the order of the accesses to shared variable 'a'
  // CHECK-MESSAGES: :[[@LINE+4]]:5: note: iteration i = 0 writes 'a[i + 1]'
  // CHECK-MESSAGES: :[[@LINE+3]]:16: note: iteration i = 1 reads 'a[i]'
#pragma omp simd
  for (int i = 0; i < n - 1; i++)
    a[i + 1] = a[i] * r;
}
