// A private scalar of one loop that a later loop uses as its bound (`j < m`) is read after the loop: it needs lastprivate, even though the later loop reads it only as a bound.
void prefix_then_clear(double *a, double *b, int n)
{
  int m = 0;
  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: m declared=private required=lastprivate status=wrong
  // CHECK-WITNESS: m live-out
  // CHECK-MESSAGES-ANY
#pragma omp parallel for private(m)
  for (int i = 0; i < n; i++) {
    m = i;
    b[i] = m;
  }
  for (int j = 0; j < m; j++)
    a[j] = 0;
}
