// A variable changed after the loop (`m = m - 1`) has a new value there: the read `t[m]` after the loop may see a cell the loop writes, so the private array must be lastprivate (and firstprivate for the cells the loop does not write).
double last_row_value(double *a, int n, int m)
{
  double t[100];
  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: t declared=private required=firstprivate+lastprivate status=wrong
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
