// A shift of values that cannot change (`n << s`) is a parameter of its own
// whose definition the model keeps. The writes w[off..off+n-1] never meet
// the reads w[0..n-1]: off = n * 2^s >= n where the loop runs (n > 0; a
// negative shift count or a negative n shifted left is undefined). Read as
// a fresh value, `off` made the race certain (off = 1, n = 2): possible.
// The shift's bounds (off >= n for s >= 0) leave a negative count free,
// where the witness is now.
void upsample(double *w, int n, int s)
{
  int off = n << s;
  // CHECK-VERDICT: unknown
  // CHECK-WITNESS: w race possible
  // CHECK-MESSAGES: :[[@LINE+3]]:1: warning: possible data race on shared variable 'w'
  // CHECK-MESSAGES: :[[@LINE+4]]:5: note: iteration i = 1 writes 'w[i + off]'
  // CHECK-MESSAGES: :[[@LINE+3]]:18: note: iteration i = 0 reads 'w[i]'
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    w[i + off] = w[i];
}
