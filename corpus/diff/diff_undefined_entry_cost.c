// Found by the 10,000-program difftest run (program seed 1304732): "analysis
// too costly" under the default budget. acc is declared without a value;
// whether its value at each instance's start is defined is now asked only
// when an uncovered read sees nothing else.
double G[64][64];

void kernel(int n, int m, double *a, double *b)
{
  double t = 1.0;
  double u = 2.0;
  double s = 2.0;
  double acc;
  int k;

  double v1 = a[0] - s;
  G[18][18] = b[3] * acc;
  for (int i = 2; i <= n - 1; i++) {
  // CHECK-REGION: verified
#pragma omp parallel
    {
      // CHECK-VERDICT: violation
      // CHECK-VARIABLE: acc declared=shared required=none status=missing
      // CHECK-VARIABLE: k declared=shared required=private status=missing
      // CHECK-VARIABLE: b declared=shared required=none status=missing
      // CHECK-VARIABLE: s declared=shared required=shared status=ok
      // CHECK-VARIABLE: G declared=shared required=none status=missing
      // CHECK-VARIABLE: t declared=reduction(max) required=shared status=redundant
      // CHECK-MESSAGES-ANY
#pragma omp for reduction(max: t)
      for (int j = i; j >= 0; j--) {
        if (j % 3 == 2 || (i + 1) % 3 == 2) {
          acc = 2.0;
        }
        for (k = 0; k < n - j - 1; k++) {
          if (k != 3) {
            if ((j + i + 1) % 2 == 1 && j > m - 2) {
              acc += b[i + k - 1];
              double v2 = s * G[j + 15][k + 15];
            }
            if ((i + 1) % 3 == 0) {
              double v3 = 1.0;
              b[k - 1] = v3 + 2.0;
            }
          }
          if (i % 2 == 0) {
            G[j + 16][k + 15] = G[j + 16][k + 15] + (a[j - 1] * acc);
          }
        }
      }
    }
    u = s;
  }
  u = G[17][18];
  acc = s;
}
