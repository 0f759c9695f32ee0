// A pointer defined as an offset into another (`double *p = a + 1`) names
// a's cells; a clause on it is about the pointer itself, which every access
// through it reads. private(p) leaves the pointer uninitialised in the loop;
// firstprivate(p) copies it, and a's cells stay shared.
void shifted_copy(int n, double *a, double *b)
{
  double *p = a + 1;
  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: p declared=private required=shared status=wrong
  // CHECK-VARIABLE: a declared=shared required=shared status=ok
  // CHECK-WITNESS: p live-in
  // CHECK-FIXED: #pragma omp parallel for
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: private variable 'p' is read before it is written in the iteration
#pragma omp parallel for private(p)
  for (int i = 0; i < n; i++)
    b[i] = p[i] * 0.5;
  // CHECK-VERDICT: verified
  // CHECK-VARIABLE: p declared=firstprivate required=firstprivate status=ok
  // CHECK-MESSAGES: :[[@LINE+1]]:1: remark: 'p' is right as firstprivate; shared would do too
#pragma omp parallel for firstprivate(p)
  for (int i = 0; i < n; i++)
    b[i] += p[i];
}
