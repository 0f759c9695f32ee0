// #pragma omp target ... [clauses] statement: the code as the host fallback
// runs it, with the copies the map clauses make.
void target_map(double *a, const double *b, int n)
{
#pragma omp target teams distribute parallel for map(to: b[0:n]) map(from: a[0:n])
  for (int i = 0; i < n; i++)
    a[i] = 2 * b[i];
}
