// A clause of the region on a variable that its code names only as a loop's own copy (private(t) on the loop) or in a loop's clause list: the region never touches its own t, so the region's clause is redundant, as on a region that never names t.
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
#pragma omp for private(t)
    for (int i = 0; i < n; i++) {
      t = 2.0 * a[i];
      a[i] = t;
    }
  }
}

void offset(int n, double *a, double c)
{
  // CHECK-REGION: verified
  // CHECK-VARIABLE: c declared=shared required=shared status=redundant
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: clause on 'c', which the parallel region never accesses
#pragma omp parallel shared(c)
  {
    // CHECK-VERDICT: verified
    // CHECK-VARIABLE: c declared=firstprivate required=shared status=redundant
    // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: clause on 'c', which the loop never accesses
#pragma omp for firstprivate(c)
    for (int i = 0; i < n; i++)
      a[i] = a[i] + 1.0;
  }
}
