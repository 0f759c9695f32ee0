// A histogram in a global array, hist[bin[i]]++: the caller sees it, it is only updated by ++, so reduction(+: hist[0:256]).
int hist[256];

void count_bins(int n, const unsigned char *bin)
{
  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: hist declared=shared required=reduction(+) status=missing
  // CHECK-WITNESS: hist race possible
  // CHECK-FIXED: #pragma omp parallel for reduction(+: hist[0:256])
  // CHECK-MESSAGES: :[[@LINE+4]]:1: warning: possible data race on shared variable 'hist'
  // CHECK-MESSAGES: :[[@LINE+5]]:5: note: iteration i = 0 writes 'hist[bin[i]]{{(\+\+)?}}'
  // CHECK-MESSAGES: :[[@LINE+4]]:5: note: iteration i = 1 {{reads|writes}} 'hist[bin[i]]{{(\+\+)?}}'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 'hist' needs 'reduction(+: hist[0:256])'
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    hist[bin[i]]++;
}
