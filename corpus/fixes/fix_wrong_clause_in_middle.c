// private(x) between two other clauses on a value only read in the loop: the whole clause goes, with the one space before it, and the clauses around it stay.
void offset_all(int n, double *a, double base)
{
  double x = base - 1.0;

  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: x declared=private required=shared status=wrong
  // CHECK-WITNESS: x live-in
  // CHECK-FIXED: #pragma omp parallel for num_threads(8) schedule(static, 4)
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: private variable 'x' is read before it is written in the iteration
  // CHECK-MESSAGES: :[[@LINE+4]]:19: note: iteration i = 0 reads 'x'
  // CHECK-MESSAGES: :[[@LINE-8]]:{{[0-9]+}}: note: '{{x|x = base - 1.0}}' is written here, before the loop
#pragma omp parallel for num_threads(8) private(x) schedule(static, 4)
  for (int i = 0; i < n; i++)
    a[i] = a[i] - x;
}
