// for: step ::= i += c -- the iterations are i = 2 * k.
void for_plus_const(double *a, int n)
{
#pragma omp parallel for
  for (int i = 0; i < n; i += 2)
    a[i] = 0;
}
