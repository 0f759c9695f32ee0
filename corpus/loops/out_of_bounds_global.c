// A global of constant size: `i <= 100` writes g[100] of `int g[100]`, one past the end.
int g[100];

void fill_one_too_many(void)
{
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: g out-of-bounds certain
  // CHECK-MESSAGES: :[[@LINE+4]]:1: error: out-of-bounds access: 'g[i]' writes outside the extent that 'g' is declared with (undefined behaviour) [ompfix-out-of-bounds]
  // CHECK-MESSAGES: :[[@LINE+5]]:5: note: iteration i = 100 writes 'g[i]'
  // CHECK-MESSAGES: :[[@LINE+2]]:1: note: there it accesses g[100], outside 'g'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: no data-sharing clause makes an access outside its array right
#pragma omp parallel for
  for (int i = 0; i <= 100; i++)
    g[i] = i;
}

// The bound is a parameter: g[i] leaves g only when n > 100, a size the
// caller may never pass; no finding (docs/rules.md, ompfix-out-of-bounds).
void fill_first(int n)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    g[i] = i;
}
