// Forward substitution: iteration i reads x[j] for every j < i, which earlier iterations write (a true dependence).
void forward_subst(int n, double l[n][n], const double *b, double *x)
{
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: x race
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: data race on shared variable 'x'
  // CHECK-MESSAGES: :[[@LINE+7]]:5: note: iteration i = 0 writes 'x[i]'
  // CHECK-MESSAGES: :[[@LINE+5]]:22: note: iteration i = 1 reads 'x[j]'
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    double s = b[i];
    for (int j = 0; j < i; j++)
      s -= l[i][j] * x[j];
    x[i] = s / l[i][i];
  }
}
