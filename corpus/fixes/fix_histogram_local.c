// A histogram in a local fixed-size array, h[idx[i]] += 1 through a non-affine subscript: every access is a + update, so a reduction over the whole array h[0:256].
void histogram(int n, const unsigned char *idx, int *out)
{
  int h[256];

  for (int k = 0; k < 256; k++)
    h[k] = 0;
  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: h declared=shared required=reduction(+) status=missing
  // CHECK-WITNESS: h race possible
  // CHECK-FIXED: #pragma omp parallel for reduction(+: h[0:256])
  // CHECK-MESSAGES: :[[@LINE+4]]:1: warning: possible data race on shared variable 'h'
  // CHECK-MESSAGES: :[[@LINE+5]]:5: note: iteration i = 0 writes 'h[idx[i]]'
  // CHECK-MESSAGES: :[[@LINE+4]]:5: note: iteration i = 1 {{reads|writes}} 'h[idx[i]]'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 'h' needs 'reduction(+: h[0:256])'
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    h[idx[i]] += 1;
  for (int k = 0; k < 256; k++)
    out[k] = h[k];
}
