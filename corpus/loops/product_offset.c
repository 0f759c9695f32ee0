// A subscript that multiplies two sizes (`n * m`): the model gives the
// product a parameter of its own, so it alone cannot tell when the product
// meets another subscript. A conflict is certain only where the product is
// that of its factors. In the first loop, writes w[n..2n-1] and reads
// w[n*m..n*m+n-1] meet only where m = 1, and then in the same iteration:
// no two iterations conflict, so no certain race. In the second, iteration
// i + n*m writes what iteration i reads (n = m = 1: i = 1 writes w[1],
// i = 0 reads it).
void shifted(double *w, int n, int m)
{
  // CHECK-VERDICT: unknown
  // CHECK-WITNESS: w race possible
  // CHECK-MESSAGES: :[[@LINE+3]]:1: warning: possible data race on shared variable 'w'
  // CHECK-MESSAGES: :[[@LINE+4]]:5: note: iteration i = 0 writes 'w[i + n]'
  // CHECK-MESSAGES: :[[@LINE+3]]:16: note: iteration i = 1 reads 'w[i + n * m]'
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    w[i + n] = w[i + n * m];

  // CHECK-VERDICT: violation
  // CHECK-WITNESS: w race certain
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: data race on shared variable 'w'
  // CHECK-MESSAGES: :[[@LINE+4]]:5: note: iteration i = 1 writes 'w[i]'
  // CHECK-MESSAGES: :[[@LINE+3]]:12: note: iteration i = 0 reads 'w[i + n * m]'
#pragma omp parallel for
  for (int i = 0; i < 2 * n; i++)
    w[i] = w[i + n * m];
}
