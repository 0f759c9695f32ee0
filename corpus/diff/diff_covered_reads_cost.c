// Found by the 10,000-program difftest run (program seed 1303153): "analysis
// too costly" under the default budget. Deciding which reads of t and acc a
// write of their own iteration precedes joined every read with every write,
// each with its domain's modulo conditions; the reads now join unbounded, and
// only the schedule after L's iterators orders them.
double G[64][64];

void kernel(int n, int m, double *a, double *b, double *out)
{
  double w[64];
  double W[64][64];
  double t = 0.0;
  double u;
  double s = 0.0;
  double acc = 0.0;
  int k;

  t = s + s;
  w[16] = W[19][17];
  for (int i = 0; i <= 5; i++) {
    // CHECK-VERDICT: violation
    // CHECK-VARIABLE: t declared=shared required=none status=missing
    // CHECK-VARIABLE: b declared=shared required=none status=missing
    // CHECK-VARIABLE: k declared=shared required=private status=missing
    // CHECK-VARIABLE: acc declared=shared required=reduction(+) status=missing
    // CHECK-VARIABLE: a declared=shared required=none status=missing
    // CHECK-MESSAGES-ANY
#pragma omp parallel for
    for (int j = 5; j >= 0; j--) {
      b[i - 1] = t;
      for (k = 0; k < 4; k += 2) {
        if (i < n - 2) {
          t = 2.0 + u;
        }
        if (j > 1 || i != n + 1) {
          if ((k + i) % 3 != 0 || j % 3 != 1) {
            acc += (t - k) * W[j + 17][k + 16];
            a[j + 2] = t;
          }
          if ((i + k + 1) % 2 == 1) {
            acc += G[k + 15][k + 16] + a[k];
          }
        }
      }
    }
  }
  out[2] = w[18];
  out[2] = W[16][16];
}
