// for: cond ::= i >= affine, step ::= --i (decreasing).
void for_ge_predec(double *a, int n)
{
#pragma omp parallel for
  for (int i = n - 1; i >= 0; --i)
    a[i] = 0;
}
