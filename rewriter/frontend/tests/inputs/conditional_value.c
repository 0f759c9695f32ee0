// parameter: a scalar that top-level ifs on parameters assign holds the
// value the conditions choose; the context says which (len: n - 1 where
// n >= 0, else m; w: n + 1 where n > 4, else 2 * n).
void conditional_value(int n, int m, double *a)
{
  int len = m;
  if (n >= 0)
    len = n - 1;
  int w = 2 * n;
  if (n > 4)
    w = n + 1;
#pragma omp parallel for
  for (int i = 0; i < len; i++)
    a[i + w] = a[i];
}
