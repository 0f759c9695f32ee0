// A balance decremented with d -= e: - reductions combine under +, so the fix is reduction(+: d).
double remaining(int n, const double *cost, double budget)
{
  double d = budget;

  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: d declared=shared required=reduction(+) status=missing
  // CHECK-WITNESS: d race
  // CHECK-FIXED: #pragma omp parallel for reduction(+: d)
  // CHECK-MESSAGES: :[[@LINE+4]]:1: error: data race on shared variable 'd'
  // CHECK-MESSAGES: :[[@LINE+5]]:5: note: iteration i = 0 writes 'd'
  // CHECK-MESSAGES: note: iteration i = 1 {{reads|writes}} 'd'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 'd' needs 'reduction(+: d)'
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    d -= cost[i];
  return d;
}
