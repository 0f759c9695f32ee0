// A parity checksum with x ^= e: reduction(^: x).
unsigned parity(int n, const unsigned *words)
{
  unsigned x = 0u;

  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: x declared=shared required=reduction(^) status=missing
  // CHECK-WITNESS: x race
  // CHECK-FIXED: #pragma omp parallel for reduction(^: x)
  // CHECK-MESSAGES: :[[@LINE+4]]:1: error: data race on shared variable 'x'
  // CHECK-MESSAGES: :[[@LINE+5]]:5: note: iteration i = 0 writes 'x'
  // CHECK-MESSAGES: note: iteration i = 1 {{reads|writes}} 'x'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 'x' needs 'reduction(^: x)'
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    x ^= words[i];
  return x;
}
