// A reference on a path no instance takes keeps an access map of its own, empty once simplified. A reduction whose only reference is such a one holds (the copies start at the identity and combine into the value from before unchanged); it used to end "internal error: void point" when the witness was sought in that empty map. A failure whose statement holds such a reference beside one that runs names the one that runs (difftest program 4303582).
double g[64];

void never_taken(int m, double *restrict out)
{
  double u = 1.0;
  double s = 2.0;
  for (int i = 0; i < 6; i++) {
    if ((i + 1) % 3 != 2) {
      // CHECK-VERDICT: verified
      // CHECK-VARIABLE: u declared=reduction(max) required=reduction(max) status=ok
      // CHECK-MESSAGES: :[[@LINE+1]]:1: remark: 'u' is right as reduction(max); shared would do too
#pragma omp parallel for reduction(max: u) lastprivate(s)
      for (int j = m - 1; j >= 0; j--)
        s = (i % 3 == 1 ? u : g[j % 8]);
    }
  }
  out[0] = u + s;
}

void taken_beside(int m, double *restrict out)
{
  double u = 1.0;
  double s = 2.0;
  for (int i = 0; i < 6; i++) {
    if ((i + 1) % 3 != 2) {
      // CHECK-VERDICT: fixable
      // CHECK-VARIABLE: u declared=reduction(max) required=shared status=wrong
      // CHECK-FIXED: #pragma omp parallel for lastprivate(s)
      // CHECK-MESSAGES: :[[@LINE+2]]:1: error: 'u' is not only updated by one reduction operator in the loop [ompfix-wrong-reduction]
      // CHECK-MESSAGES: :[[@LINE+3]]:43: note: iteration j = 0 reads 'u'
#pragma omp parallel for reduction(max: u) lastprivate(s)
      for (int j = m - 1; j >= 0; j--)
        s = (i % 3 == 1 ? u : g[j % 8]) * u;
    }
  }
  out[0] = u + s;
}
