// Found by the differential tester: a one-statement collapse(2) nest under a
// disjunctive condition was "analysis too costly" under the default budget
// (0.9 s of isl work, for clang's 0.03 s of parsing). The search for the
// write each read sees now stays inside one instance of the loop and skips
// reads that a write of their own iteration precedes.
void count_below(int m, double *out)
{
  double s = 2.0;
  int i, j, k;

  for (i = 0; i < m - 1; i++) {
    // CHECK-VERDICT: fixable
    // CHECK-VARIABLE: s declared=shared required=reduction(+) status=missing
    // CHECK-VARIABLE: k declared=private required=private status=ok
    // CHECK-FIXED: #pragma omp parallel for collapse(2) reduction(+: s)
    // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 's'
#pragma omp parallel for collapse(2)
    for (j = 1; j < m - i - 1; j++) {
      for (k = 0; k < m; k++) {
        if (i >= k || i > 3) {
          s = s + 1.0;
        }
      }
    }
  }
  out[0] = s;
}
