// reduction(+: s) on a sum that adds one array and subtracts another: + and - updates mix under +, so condition 5 holds.
double net_flow(int n, const double *in, const double *out)
{
  double s = 0.0;

  // CHECK-VERDICT: verified
  // CHECK-VARIABLE: s declared=reduction(+) required=reduction(+) status=ok
#pragma omp parallel for reduction(+: s)
  for (int i = 0; i < n; i++) {
    s += in[i];
    s -= out[i];
  }
  return s;
}
