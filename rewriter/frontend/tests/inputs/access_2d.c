// access ::= a[e][e] with a an array parameter.
void access_2d(double a[][64], const double b[][64], int n)
{
#pragma omp parallel for
  for (int i = 1; i < n; i++)
    for (int j = 0; j < 64; j++)
      a[i][j] = b[i - 1][j];
}
