// for: init ::= int i = affine, cond ::= i < affine, step ::= i++.
void for_lt_inc(double *a, int lo, int n)
{
#pragma omp parallel for
  for (int i = lo; i < n; i++)
    a[i] = 0;
}
