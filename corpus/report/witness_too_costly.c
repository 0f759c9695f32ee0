// A verdict never waits on its witness (issue 15). The first loop's firstprivate(s) is wrong: the reads of s after it need its last value, which is cheap to decide. Showing it by the first read and the iterations of both accesses means the flow of s into reads under conditions with remainders and disjunctions, which costs more than the witness's budget (twice the loop's quota, spent in about a second here); the loop stays fixable, and its note names the write in the loop without its iterations (before, the whole loop was unknown, "analysis too costly").
void conditional_reads(int n, int m, double *restrict a,
                       const double *restrict b, double W[64][64]) {
  double s = 2.0;
  int j;
  for (int i = 4; i >= 1; i--) {
    // CHECK-VERDICT: fixable
    // CHECK-VARIABLE: s declared=firstprivate required=lastprivate status=wrong
    // CHECK-WITNESS: s live-out certain
    // CHECK-FIXED: #pragma omp parallel for lastprivate(s)
    // CHECK-MESSAGES: :[[@LINE+3]]:1: error: the value of firstprivate variable 's' is needed after the loop [ompfix-private-needed-after]
    // CHECK-MESSAGES: :[[@LINE+5]]:9: note: 's' is written here, in the loop (finding the iterations that show it costs more than the witness's budget)
    // CHECK-MESSAGES-NOT: the caller sees
#pragma omp parallel for firstprivate(s)
    for (j = m - 1; j >= 1; j--) {
      for (int k = 0; k < 2 * j; k++) {
        s = a[k];
      }
    }
    // CHECK-VERDICT: verified
#pragma omp parallel for
    for (j = m - 1; j >= 1; j--) {
      if (j < n - 1 || j < m - 1) {
        if ((i + 1) % 2 == 0 || j >= i + 1) {
          a[2 * j] = (j >= i + 1 ? s : b[j]);
        }
      }
      W[i + 16][j + 15] = (j < i + 1 && j % 3 == 1 ? j : 0.5) * s;
    }
  }
}
