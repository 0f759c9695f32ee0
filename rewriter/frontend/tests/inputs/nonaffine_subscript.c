// access: a subscript that is not affine makes a may-access to every cell.
void nonaffine_subscript(double *a, const int *idx, int n)
{
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    a[idx[i]] = i;
}
