// affine ::= a value without iterators that isl cannot say (`n / k`,
// `n % k`, `n << s`, `n >> s`, `n & m`, `n | m`, `n ^ m`, `~n`, a product
// of three): a parameter of its own, with its definition as C computes it.
void defined_parameter(double *w, int n, int k, int s, unsigned u, unsigned v)
{
  int each = (n - 1) / k;
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    w[i + each] = w[i + n % k] + w[i + (n << s)] + w[i + (n >> s)] +
                  w[i + (n & k)] + w[i + (n | k)] + w[i + (n ^ k)] +
                  w[i + ~n] + w[i + n * k * s] + w[i + u / v];
}
