// A tile construct on a sequential loop keeps its sequential meaning; the parallel loop after it is checked as usual.
void prefix_then_scale(int n, double *a, double *b)
{
#pragma omp tile sizes(4)
  for (int i = 1; i < n; i++)
    a[i] = a[i] + a[i - 1];
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    b[i] = 2.0 * a[i];
}
