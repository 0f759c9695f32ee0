// #pragma omp <loop directive> collapse(2) for-loop: the loop's iteration
// domain has both iterators.
void collapse2(double a[][64], int n, int m)
{
#pragma omp parallel for collapse(2)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      a[i][j] = i * m + j;
}
