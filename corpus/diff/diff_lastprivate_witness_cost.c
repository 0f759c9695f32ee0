// Found by the second 10,000-program difftest run (program seed 1706573):
// "analysis too costly" under the default budget, in the witness alone:
// the verdict was decided, but the search for the write in the loop that the
// read after it sees ran out. The read after the loop is now shown alone.
double g[64];
double G[64][64];

void kernel(int n, int m, double *a)
{
  double w[64];
  double t = 2.0;
  double s = 1.0;
  double acc = 1.0;

  acc = acc < G[19][18] ? G[19][18] : acc;
  a[3] = g[18];
  for (int i = 4; i >= 0; i--) {
    s = s < ((t * w[i + 16]) + a[i]) ? ((t * w[i + 16]) + a[i]) : s;
    for (int j = 0; j < n - i; j++) {
  // CHECK-REGION: verified
#pragma omp parallel
      {
        // CHECK-VERDICT: violation
        // CHECK-VARIABLE: a declared=firstprivate required=none status=wrong
        // CHECK-VARIABLE: G declared=lastprivate required=shared status=wrong
        // CHECK-VARIABLE: acc declared=private required=shared status=wrong
        // CHECK-MESSAGES-ANY
#pragma omp for firstprivate(a) lastprivate(G) private(acc)
        for (int k = 3; k >= 1; k--) {
          a[k] = 3.0 + i;
          if ((k + j) % 3 == 1) {
            G[2 * k + i + 16][-j + k + 16] = a[j - 1];
            g[k + 15] = k - acc;
          }
        }
      }
    }
  }
  acc = s;
  s = t;
}
