// A product of three sizes (`n * m * k`) bounds the loop: iteration i + 8
// writes what iteration i reads wherever the product passes 8, which it
// does (n = m = 3, k = 1). The search binds the product's three leaves,
// not pairs of factors, so it reaches them within its budget: a certain
// race, at parameter values where the product is its factors' (it was
// possible: the pairs of factors ran out of tries first).
void volume(double *w, int n, int m, int k)
{
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: w race certain
  // CHECK-PARAMETERS: k=1 m=3 n=3 n_m=9 n_m_k=9
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: data race on shared variable 'w'
  // CHECK-MESSAGES: :[[@LINE+4]]:5: note: iteration i = 8 writes 'w[i]'
  // CHECK-MESSAGES: :[[@LINE+3]]:12: note: iteration i = 0 reads 'w[i + 8]'
#pragma omp parallel for
  for (int i = 0; i < n * m * k; i++)
    w[i] = w[i + 8];
}
