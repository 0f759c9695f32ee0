// y[col[j]] += v[j] through an index array into a parameter declared double y[m]: every access of y is an update by +, so a reduction over the extent the declaration gives, y[0:m], makes the loop right; the verdict assumes the updates stay within it (C does not check a parameter's extent) and says so.
void spmv_scatter(int n, int m, double y[m], const int *col, const double *v)
{
  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: y declared=shared required=reduction(+) status=missing
  // CHECK-WITNESS: y race possible
  // CHECK-ASSUMES: the accesses of y stay within its declared extent m
  // CHECK-FIXED: #pragma omp parallel for reduction(+: y[0:m])
  // CHECK-MESSAGES: :[[@LINE+3]]:1: warning: possible data race on shared variable 'y' [ompfix-possible-race]
  // CHECK-MESSAGES: :[[@LINE+2]]:1: note: 'y' needs 'reduction(+: y[0:m])'
  // CHECK-EXIT: 0
#pragma omp parallel for
  for (int j = 0; j < n; j++)
    y[col[j]] += v[j];
}

// The same loop with the clause is verified, under the same assumption.
void spmv_scatter_reduced(int n, int m, double y[m], const int *col,
                          const double *v)
{
  // CHECK-VERDICT: verified
  // CHECK-VARIABLE: y declared=reduction(+) required=reduction(+) status=ok
  // CHECK-ASSUMES: the accesses of y stay within its declared extent m
#pragma omp parallel for reduction(+: y[0:m])
  for (int j = 0; j < n; j++)
    y[col[j]] += v[j];
}
