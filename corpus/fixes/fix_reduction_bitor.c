// A bit set collected with bits = bits | e: reduction(|: bits).
unsigned seen_bits(int n, const unsigned *flags)
{
  unsigned bits = 0u;

  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: bits declared=shared required=reduction(|) status=missing
  // CHECK-WITNESS: bits race
  // CHECK-FIXED: #pragma omp parallel for reduction(|: bits)
  // CHECK-MESSAGES: :[[@LINE+4]]:1: error: data race on shared variable 'bits'
  // CHECK-MESSAGES: :[[@LINE+5]]:5: note: iteration i = 0 writes 'bits'
  // CHECK-MESSAGES: note: iteration i = 1 {{reads|writes}} 'bits'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 'bits' needs 'reduction(|: bits)'
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    bits = bits | flags[i];
  return bits;
}
