// for: cond ::= i != affine (with step 1, the same as <).
void for_ne(double *a, int n)
{
#pragma omp parallel for
  for (int i = 0; i != n; i++)
    a[i] = 0;
}
