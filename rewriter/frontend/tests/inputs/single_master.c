// #pragma omp single|master statement (outside loops): one thread runs the
// block.
double first, last;
void single_master(double *a, int n)
{
#pragma omp parallel
  {
#pragma omp single
    first = a[0];
#pragma omp master
    last = a[n - 1];
#pragma omp for
    for (int i = 0; i < n; i++)
      a[i] = a[i] + 1;
  }
}
