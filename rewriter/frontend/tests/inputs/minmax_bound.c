// affine ::= min/max written with ?: -- in a loop bound.
void minmax_bound(double *a, int n, int m)
{
#pragma omp parallel for
  for (int i = (m > 0 ? m : 0); i < (n < 100 ? n : 100); i++)
    a[i] = 0;
}
