// A function followed into whose parameter has the name of a variable of the caller (`fill(k, row)` binding `int k`): the parameter is the callee's own, a new one in each call, which no clause of the caller's directive names. default(none) gets the clause the caller's `k` needs (shared), not the callee's (once `private(k)`, which the check of the rewrite then refused).
static void fill(int k, double *row)
{
  for (int j = 0; j < k; j++)
    row[j] = -1.0;
}

void reset_rows(int n, int k, double rows[][64])
{
  // CHECK-VERDICT: fixable
  // CHECK-FIXED: #pragma omp parallel for default(none) shared(n, k, rows)
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: 'n' has no data-sharing clause, which default(none) demands; it is shared [ompfix-default-none]
  // CHECK-MESSAGES: :[[@LINE+2]]:1: error: 'k' has no data-sharing clause, which default(none) demands; it is shared [ompfix-default-none]
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: 'rows' has no data-sharing clause, which default(none) demands; it is shared [ompfix-default-none]
#pragma omp parallel for default(none)
  for (int i = 0; i < n; i++)
    fill(k, rows[i]);
}
