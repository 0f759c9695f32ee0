// Found by the second 10,000-program difftest run (program seed 1705626):
// "analysis too costly" under the default budget. w is declared without a
// value before any use, so a cell is undefined at an instance's start exactly
// when nothing wrote it before: no search for the last writer is needed.
double g[64];

void kernel(int n, int m, double *a, double *b, double *out)
{
  double w[64];
  double u = 1.0;
  int k;

  g[18] = a[2];
  b[2] = u * g[19];
  for (int i = m - 1; i >= 0; i--) {
    for (int j = i; j >= 0; j--) {
      if (j == i - 1 || (j + 1) % 2 == 1) {
  // CHECK-REGION: verified
#pragma omp parallel
        {
          // CHECK-VERDICT: violation
          // CHECK-VARIABLE: w declared=lastprivate required=none status=wrong
          // CHECK-MESSAGES-ANY
#pragma omp for lastprivate(w)
          for (k = 0; k < 2 * j + 1; k++) {
            w[k + 14] = w[-j + 14];
            if (k % 2 != 0) {
              w[j + 14] = u + i;
              a[k] = i;
            }
          }
        }
      }
      out[2] = b[i];
    }
  }
}
