// A private temporary written and read under the same data-dependent condition (`if (x[i] > 0) { t = ...; y[i] = t; }`) is read only where it was just written: private holds; read before the write under that condition, it carries a value between iterations.
void scale_positive(double *x, double *y, int n)
{
  double t;
  // CHECK-VERDICT: verified
  // CHECK-VARIABLE: t declared=private required=private status=ok
#pragma omp parallel for private(t)
  for (int i = 0; i < n; i++) {
    if (x[i] > 0) {
      t = x[i] * 2;
      y[i] = t;
    }
  }
}

void carry_positive(double *x, double *y, int n)
{
  double t = 0;
  // CHECK-VERDICT: unknown
  // CHECK-VARIABLE: t declared=private required=none status=wrong
  // CHECK-WITNESS: t flow possible
  // CHECK-MESSAGES-ANY
#pragma omp parallel for private(t)
  for (int i = 0; i < n; i++) {
    if (x[i] > 0) {
      y[i] = t;
      t = x[i] * 2;
    }
  }
}
