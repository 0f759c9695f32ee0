// #pragma omp teams [reduction(...)] distribute-loop, inside a target
// region.
double teams_distribute(const double *a, int n)
{
  double s = 0;
#pragma omp target map(to: a[0:n]) map(tofrom: s)
#pragma omp teams reduction(+: s)
#pragma omp distribute
  for (int i = 0; i < n; i++)
    s += a[i];
  return s;
}
