// Found by the differential tester: once the first loop of this function ran
// out of isl's budget, the second failed with an internal error (isl reports
// a parse under a spent quota as a syntax error), and work shared between
// the loops made the second loop's answer depend on the first. Each loop now
// computes what it needs under a budget of its own; both are answered.
double g[64];
void two_sweeps(int n, int m, double *b)
{
  double t = 0.0;
  double s;
  int k;
  // CHECK-VERDICT: violation
  // CHECK-VARIABLE: t declared=shared required=none status=missing
  // CHECK-VARIABLE: s declared=shared required=reduction(+) status=missing
  // CHECK-VARIABLE: b declared=shared required=expand status=missing copies=iteration
  // CHECK-MESSAGES-ANY
#pragma omp parallel for
  for (int i = 1; i < n; i++) {
    g[i + 15] = t;
    for (int j = n; j < m; j++) {
      if ((i + 1) % 3 == 2 || (i + 1) % 2 != 0) {
        s += 0.5;
        b[j] = 1.0;
      }
      t = 2.0;
    }
  }
  for (int i = 2; i < n - 1; i++) {
    for (int j = 0; j < 3; j++) {
      // CHECK-VERDICT: violation
      // CHECK-VARIABLE: t declared=shared required=none status=missing
      // CHECK-VARIABLE: g declared=shared required=reduction(*) status=missing
#pragma omp parallel for
      for (k = 0; k < m; k++) {
        if (i >= j || i < 4) {
          t = (b[k] - t) + t;
          g[j + 15] *= i;
        }
      }
    }
  }
}
