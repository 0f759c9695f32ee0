// A bit mask narrowed with mask &= e: reduction(&: mask).
unsigned common_bits(int n, const unsigned *flags)
{
  unsigned mask = ~0u;

  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: mask declared=shared required=reduction(&) status=missing
  // CHECK-WITNESS: mask race
  // CHECK-FIXED: #pragma omp parallel for reduction(&: mask)
  // CHECK-MESSAGES: :[[@LINE+4]]:1: error: data race on shared variable 'mask'
  // CHECK-MESSAGES: :[[@LINE+5]]:5: note: iteration i = 0 writes 'mask'
  // CHECK-MESSAGES: note: iteration i = 1 {{reads|writes}} 'mask'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 'mask' needs 'reduction(&: mask)'
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    mask &= flags[i];
  return mask;
}
