// OpenMP 5.2 forbids a list item private in a parallel region in a
// firstprivate, lastprivate or reduction clause of a worksharing loop
// that binds to it. Here the loop never accesses 's': its clause is
// redundant, and the fix removes it in the same rewrite that gives the
// region firstprivate(s), so the fixed program is legal (a second --fix
// finds nothing more). Only a clause on a variable the loop accesses
// keeps it shared in the region.
void scale_rows(int n, double *a, const double *b)
{
  double s = 1.0;
  // CHECK-REGION: fixable
  // CHECK-VARIABLE: s declared=shared required=firstprivate status=missing
  // CHECK-FIXED: #pragma omp parallel firstprivate(s)
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 's' between the threads of the parallel region [ompfix-missing-private]
#pragma omp parallel
  {
    s = s + 1.0;
    // CHECK-VERDICT: verified
    // CHECK-VARIABLE: s declared=reduction(+) required=shared status=redundant
    // CHECK-FIXED: #pragma omp for
    // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: clause on 's', which the loop never accesses
#pragma omp for reduction(+: s)
    for (int i = 0; i < n; i++)
      a[i] = b[i];
  }
}
