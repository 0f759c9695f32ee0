// A directive continued over several lines with backslashes: the fix keeps the layout and appends the clause to the last line.
void smooth(int n, const double *in, double *out)
{
  double left, right;

  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: left declared=shared required=private status=missing
  // CHECK-VARIABLE: right declared=shared required=private status=missing
  // CHECK-FIXED: #pragma omp parallel for schedule(static) private(left, right)
  // CHECK-MESSAGES: :[[@LINE+2]]:1: error: data race on shared variable 'left'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'right'
#pragma omp parallel for \
    schedule(static)
  for (int i = 1; i < n - 1; i++) {
    left = in[i - 1];
    right = in[i + 1];
    out[i] = 0.5 * (left + right);
  }
}
