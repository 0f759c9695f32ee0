// for: cond ::= i <= affine, step ::= ++i; init without a declaration
// (init ::= i = affine).
void for_le_preinc(double *a, int n)
{
  int i;
#pragma omp parallel for
  for (i = 1; i <= n; ++i)
    a[i] = 0;
}
