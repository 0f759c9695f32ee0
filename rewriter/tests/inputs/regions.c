// Three parallel regions: every thread writes x (a race); a nowait loop writes b while the next loop reads it (a race); a single writes x before its barrier and the loop reads it after (no race).
void f(int n, double *a, double c, double *b)
{
  double x;
#pragma omp parallel
  {
    x = c + 1.0;
#pragma omp for
    for (int i = 0; i < n; i++)
      a[i] = a[i] + x;
  }
#pragma omp parallel
  {
    double y = c;
#pragma omp for nowait
    for (int i = 0; i < n; i++)
      b[i] = y;
#pragma omp for
    for (int i = 0; i < n; i++)
      a[i] = b[n - 1 - i];
  }
#pragma omp parallel
  {
#pragma omp single
    x = 2.0;
#pragma omp for
    for (int i = 0; i < n; i++)
      a[i] = x;
  }
}
