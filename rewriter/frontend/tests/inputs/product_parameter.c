// affine ::= a product of two values without iterators (`n * m`): a
// parameter of its own, with the factors it stands for.
void product_parameter(double *w, int n, int m)
{
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    w[i + n] = w[i + n * m];
}
