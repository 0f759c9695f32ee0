// lastprivate(x) on a value set before the loop and only read inside it: the private copies start uninitialised; x needs no clause.
double shift_by(int n, double *a, double base)
{
  double x = base + 1.0;

  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: x declared=lastprivate required=shared status=wrong
  // CHECK-WITNESS: x live-in
  // CHECK-FIXED: #pragma omp parallel for
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: lastprivate variable 'x' is read before it is written in the iteration
  // CHECK-MESSAGES: :[[@LINE+4]]:19: note: iteration i = 0 reads 'x'
  // CHECK-MESSAGES: :[[@LINE-8]]:{{[0-9]+}}: note: '{{x|x = base \+ 1.0}}' is written here, before the loop
#pragma omp parallel for lastprivate(x)
  for (int i = 0; i < n; i++)
    a[i] = a[i] + x;
  return x;
}
