// private(scale, t) where scale is set before the loop and only read: scale leaves the list, t (a true temporary) stays private as written.
void scale_square(int n, const double *a, double *b, double factor)
{
  double scale = factor * 2.0;
  double t;

  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: scale declared=private required=shared status=wrong
  // CHECK-VARIABLE: t declared=private required=private status=ok
  // CHECK-WITNESS: scale live-in
  // CHECK-FIXED: #pragma omp parallel for private(t)
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: private variable 'scale' is read before it is written in the iteration
  // CHECK-MESSAGES: :[[@LINE+4]]:16: note: iteration i = 0 reads 'scale'
  // CHECK-MESSAGES: :[[@LINE-10]]:{{[0-9]+}}: note: '{{scale|scale = factor \* 2.0}}' is written here, before the loop
#pragma omp parallel for private(scale, t)
  for (int i = 0; i < n; i++) {
    t = a[i] * scale;
    b[i] = t * t;
  }
}
