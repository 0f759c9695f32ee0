// for: step ::= i -= c (decreasing by 3).
void for_minus_const(double *a, int n)
{
#pragma omp parallel for
  for (int i = n; i > 0; i -= 3)
    a[i] = 0;
}
