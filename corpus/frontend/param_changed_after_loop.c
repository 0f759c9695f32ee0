// A variable changed after the loop (`m = m - 1`) has a new value there, which the model follows (the right side reads the value before): the read `t[m]` after the loop sees t[m - 1], which every iteration writes, the last one too, so the private array must be lastprivate (with m a value it did not follow, also firstprivate for the cells the loop might not write).
double last_row_value(double *a, int n, int m)
{
  double t[100];
  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: t declared=private required=lastprivate status=wrong
  // CHECK-WITNESS: t live-out
  // CHECK-MESSAGES-ANY
#pragma omp parallel for private(t)
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < m; j++)
      t[j] = a[i] * j;
    a[i] = t[0];
  }
  m = m - 1;
  return t[m];
}
