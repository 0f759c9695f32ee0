// A private clause on a variable the region never names: the region is right, the clause is redundant (a warning) and the fixed pragma drops it, as for loops.
void scale(int n, double *a)
{
  double t = 0.0;
  // CHECK-REGION: verified
  // CHECK-VARIABLE: t declared=private required=shared status=redundant
  // CHECK-FIXED: #pragma omp parallel
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: clause on 't', which the parallel region never accesses
#pragma omp parallel private(t)
  {
    // CHECK-VERDICT: verified
#pragma omp for
    for (int i = 0; i < n; i++)
      a[i] = 2.0 * a[i];
  }
}
