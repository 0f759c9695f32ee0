// A scalar temporary in a function template: every instantiation needs the same clause, so the rewrite is offered once.
template <typename T> void square_all(int n, const T *a, T *b)
{
  T t;
  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: t declared=shared required=private status=missing
  // CHECK-FIXED: #pragma omp parallel for private(t)
  // CHECK-MESSAGES-ANY
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    t = a[i];
    b[i] = t * t;
  }
}

void use(int n, const double *x, double *y, const float *u, float *v)
{
  square_all(n, x, y);
  square_all(n, u, v);
}
