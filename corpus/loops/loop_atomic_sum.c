// Updates under `atomic` in a parallel for never race with each other, and when every update of a variable is one reduction operator's, any order gives the sequential sum: right as written.
double sum_atomic(int n, const double *a)
{
  double s = 0.0;
  // CHECK-VERDICT: verified
  // CHECK-VARIABLE: s declared=shared required=shared status=ok
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
#pragma omp atomic
    s += a[i];
  }
  return s;
}

void histogram(int n, const int *key, int *count)
{
  // count[key[i]]++ may touch any cell: atomic increments of one cell
  // still add up in any order.
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
#pragma omp atomic update
    count[key[i]]++;
  }
}
