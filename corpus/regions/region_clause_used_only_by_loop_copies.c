// A clause of the region on a variable that its code names only as a loop's own copy (private(t) on the loop, the loop's counter) or in a loop's clause list: the region never touches its own copy, so the region's clause is redundant, as on a region that never names the variable.
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

void counter_declared_outside(int n, double *a)
{
  int i;
  // The loop's counter is the loop's own copy: the region's clause on i
  // changes nothing.
  // CHECK-REGION: verified
  // CHECK-VARIABLE: i declared=shared required=shared status=redundant
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: clause on 'i', which the parallel region never accesses
#pragma omp parallel shared(i)
  {
    // CHECK-VERDICT: verified
#pragma omp for
    for (i = 0; i < n; i++)
      a[i] = 0.0;
  }
}
