// A directive continued over two lines with a backslash: the fixed pragma is the directive joined on one line, with private(t) appended.
void squares_continued(int n, const double *a, double *b)
{
  double t;

  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: t declared=shared required=private status=missing
  // CHECK-WITNESS: t race
  // CHECK-FIXED: #pragma omp parallel for schedule(static) private(t)
  // CHECK-MESSAGES: :[[@LINE+4]]:1: error: data race on shared variable 't'
  // CHECK-MESSAGES: :[[@LINE+6]]:5: note: iteration i = 0 writes 't'
  // CHECK-MESSAGES: note: iteration i = 1 {{reads|writes}} 't'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 't' needs 'private(t)'
#pragma omp parallel for \
    schedule(static)
  for (int i = 0; i < n; i++) {
    t = a[i] + 2.0;
    b[i] = t * t;
  }
}
