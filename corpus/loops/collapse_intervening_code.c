// Code between the loops a `collapse` joins (clang accepts it; OpenMP 6.0 calls it intervening code) runs an unspecified number of times: the loop is unknown with that reason, not a malformed model. Code inside the innermost collapsed loop is the body as always. (The differential generator's cursors found it.)
void intervening(int n, int m, const double *a, double *c)
{
  // CHECK-VERDICT: unknown
  // CHECK-REASON: code between the loops that 'collapse(2)' joins
  // CHECK-REASON-KIND: bounds
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: code between the loops that 'collapse(2)' joins
#pragma omp parallel for collapse(2)
  for (int i = 0; i < n; i++) {
    double t = a[i];
    for (int j = 0; j < m; j++)
      c[i * m + j] = t;
  }
}

void inside_the_innermost(int n, int m, const double *restrict a, double *restrict c)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for collapse(2)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      const double *p = a + 0;
      double s = 0;
      for (int k = 0; k < 4; k++)
        s += p[k];
      c[i * m + j] = s;
    }
}
