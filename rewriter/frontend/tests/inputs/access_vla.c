// access ::= a[e][e] with a a VLA parameter.
void access_vla(int n, int m, double a[n][m])
{
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      a[i][j] = i + j;
}
