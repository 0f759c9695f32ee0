// private(t, u) on two temporaries, each written before it is read in every iteration and dead after the loop: condition 2 holds.
void rotate(int n, double *x, double *y, double c, double s)
{
  double t, u;

  // CHECK-VERDICT: verified
  // CHECK-VARIABLE: t declared=private required=private status=ok
  // CHECK-VARIABLE: u declared=private required=private status=ok
#pragma omp parallel for private(t, u)
  for (int i = 0; i < n; i++) {
    t = c * x[i] - s * y[i];
    u = s * x[i] + c * y[i];
    x[i] = t;
    y[i] = u;
  }
}
