// Found by the 10,000-program difftest run (program seed 1302792): "analysis
// too costly" under the default budget. The liveness of s after the second
// loop searched the last writer of every read of s, those of the first loop
// nest too, which run before the second loop and cannot see its end.
double g[64];

void kernel(int n, int m, double *b, double *out)
{
  double w[64];
  double t = 1.0;
  double u = 2.0;
  double s;
  double acc = 0.0;
  int i, k;

  s = t * 1.0;
  b[3] = s * 0.5;
  for (i = m - 1; i >= 0; i--) {
    // CHECK-VERDICT: verified
    // CHECK-VARIABLE: s declared=lastprivate(conditional) required=lastprivate(conditional) status=ok
    // CHECK-MESSAGES-ANY
#pragma omp parallel for collapse(2) lastprivate(conditional: s)
    for (int j = 0; j < m; j += 2) {
      for (k = 1; k < n; k++) {
        s = w[j + 17];
        if (k % 3 == 1 || (i + k) % 2 == 0) {
          if ((k + j + 1) % 2 == 1 || k == m) {
            s = s + (b[j] - g[j + 15]);
          }
        }
      }
    }
    out[2] = acc;
  }
  s = acc;
  u = acc;
  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: s declared=shared required=private status=missing
  // CHECK-VARIABLE: w declared=reduction(+) required=shared status=redundant
  // CHECK-VARIABLE: t declared=reduction(max) required=shared status=redundant
  // CHECK-MESSAGES-ANY
#pragma omp parallel for reduction(max: t) reduction(+: w)
  for (i = 0; i < m; i++) {
    s = g[i + 14] + g[i + 15];
    s = b[-i - 1];
  }
}
