// Under default(none), a reduction over a section whose bound the loop
// does not read (`y[0:m]`, m the extent y's declaration gives) needs a
// clause for that bound too: clang demands one for every variable a clause
// names. The fix adds `shared(m)`, and the rewrite checks as verified.
void scatter_add(int n, int m, double y[m], const int *col, const double *v)
{
  // CHECK-VERDICT: fixable
  // CHECK-FIXED: #pragma omp parallel for default(none) shared(n, col, v) reduction(+: y[0:m]) shared(m)
  // CHECK-MESSAGES: :[[@LINE+4]]:1: warning: possible data race on shared variable 'y' [ompfix-possible-race]
  // CHECK-MESSAGES: :[[@LINE+3]]:1: note: 'y' needs 'reduction(+: y[0:m])'
  // CHECK-MESSAGES: :[[@LINE+2]]:1: error: 'y' has no data-sharing clause, which default(none) demands; it needs 'reduction(+: y[0:m])' [ompfix-default-none]
  // CHECK-EXIT: 1
#pragma omp parallel for default(none) shared(n, col, v)
  for (int j = 0; j < n; j++)
    y[col[j]] += v[j];
}

// The rewritten directive: verified, and `shared(m)` is no redundant
// clause (the directive reads m when it starts).
void scatter_add_fixed(int n, int m, double y[m], const int *col,
                       const double *v)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for default(none) shared(n, col, v) reduction(+: y[0:m]) shared(m)
  for (int j = 0; j < n; j++)
    y[col[j]] += v[j];
}
