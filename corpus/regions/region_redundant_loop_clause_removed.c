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

// The copy a redundant clause makes is gone once the fix removes the
// clause: lastprivate(t) writes t back at the loop's end, which the next
// instance of the region reads, but the region as fixed has no such write,
// and each thread counting into its copy of 't' is a reduction (difftest
// program 4302922: the tool asked for no clause, as no clause of the
// region holds with that write).
void count_in_each_thread(int n, int m, double *restrict a,
                          const double *restrict b)
{
  double t = 2.0;
  for (int k = 0; k < m; k++) {
    // CHECK-REGION: fixable
    // CHECK-VARIABLE: t declared=shared required=reduction(+) status=missing
    // CHECK-FIXED: #pragma omp parallel reduction(+: t)
    // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 't' between the threads of the parallel region [ompfix-missing-reduction]
#pragma omp parallel
    {
      t++;
      // CHECK-VERDICT: verified
      // CHECK-VARIABLE: t declared=lastprivate required=shared status=redundant
      // CHECK-FIXED: #pragma omp for
      // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: clause on 't', which the loop never accesses
#pragma omp for lastprivate(t)
      for (int j = 0; j < n; j++)
        a[j] = b[j];
    }
  }
  a[0] = t;
}
