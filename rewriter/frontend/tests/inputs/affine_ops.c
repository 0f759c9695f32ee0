// affine ::= * by a constant, / and % by a positive constant (exact where
// the operand is not negative), floord as code generators print it.
#define floord(n, d) (((n) < 0) ? -((-(n) + (d) - 1) / (d)) : (n) / (d))
void affine_ops(double *a, double *b, double *c, int n)
{
#pragma omp parallel for
  for (int i = 0; i <= floord(n - 1, 4); i++) {
    a[2 * i + 1] = b[i / 2];
    c[i] = b[i % 4];
  }
}
