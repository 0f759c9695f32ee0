// A variable that a worksharing loop of the region names in a
// firstprivate, lastprivate or reduction clause must be shared in the
// region (OpenMP 5.2: a list item private in the parallel region may not
// appear in such a clause of a worksharing construct that binds to it),
// even when the loop never accesses it and the clause is redundant there:
// the clause stays, so firstprivate(s) on the region is no fix.
void scale_rows(int n, double *a, const double *b)
{
  double s = 1.0;
  // CHECK-REGION: violation
  // CHECK-VARIABLE: s declared=shared required=none status=missing
  // CHECK-FIXED: none
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 's' between the threads of the parallel region [ompfix-race]
#pragma omp parallel
  {
    s = s + 1.0;
    // CHECK-VERDICT: verified
    // CHECK-VARIABLE: s declared=reduction(+) required=shared status=redundant
    // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: clause on 's', which the loop never accesses
#pragma omp for reduction(+: s)
    for (int i = 0; i < n; i++)
      a[i] = b[i];
  }
}

void shift_rows(int n, double *a, const double *b)
{
  double s = 1.0;
  // CHECK-REGION: violation
  // CHECK-VARIABLE: s declared=shared required=none status=missing
  // CHECK-FIXED: none
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 's' between the threads of the parallel region [ompfix-race]
#pragma omp parallel
  {
    s = s + 1.0;
    // CHECK-VERDICT: verified
    // CHECK-VARIABLE: s declared=firstprivate required=shared status=redundant
    // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: clause on 's', which the loop never accesses
#pragma omp for firstprivate(s)
    for (int i = 0; i < n; i++)
      a[i] = b[i];
  }
}
