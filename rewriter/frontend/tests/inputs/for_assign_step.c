// for: step ::= i = i + c.
void for_assign_step(double *a, int n)
{
#pragma omp parallel for
  for (int i = 0; i < n; i = i + 4)
    a[i] = 0;
}
