// #pragma omp parallel [clauses] statement, with a loop directive (for)
// in it: a region whose parts are the replicated code and the loop.
void parallel_region(double *a, int n)
{
#pragma omp parallel
  {
    double t = 1;
#pragma omp for
    for (int i = 0; i < n; i++)
      a[i] = t;
  }
}
