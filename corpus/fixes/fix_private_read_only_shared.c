// private(x) on a value computed before the loop and only read inside it: each copy starts uninitialised; x needs no clause at all.
void scale_all(int n, double *a, double base)
{
  double x = base * 0.5;

  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: x declared=private required=shared status=wrong
  // CHECK-VARIABLE: a declared=shared required=shared status=ok
  // CHECK-WITNESS: x live-in
  // CHECK-FIXED: #pragma omp parallel for
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: private variable 'x' is read before it is written in the iteration
  // CHECK-MESSAGES: :[[@LINE+4]]:19: note: iteration i = 0 reads 'x'
  // CHECK-MESSAGES: :[[@LINE-9]]:{{[0-9]+}}: note: '{{x|x = base \* 0.5}}' is written here, before the loop
#pragma omp parallel for private(x)
  for (int i = 0; i < n; i++)
    a[i] = a[i] * x;
}
