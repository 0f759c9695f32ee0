// A scratch cell that a pointer parameter points to, used as a temporary: the caller's memory cannot be privatized and it is not a reduction, so no clause fixes the loop. Without expansion (--expand=false; expand_scratch_buffer.c has the fix) that is a violation.
// OPTIONS: --expand=false
void square_via_scratch(int n, const double *a, double *b, double *scratch)
{
  // CHECK-VERDICT: violation
  // CHECK-VARIABLE: scratch declared=shared required=none status=missing
  // CHECK-WITNESS: scratch race
  // CHECK-MESSAGES: :[[@LINE+4]]:1: error: data race on shared variable 'scratch'
  // CHECK-MESSAGES: :[[@LINE+5]]:5: note: iteration i = 0 writes 'scratch[0]'
  // CHECK-MESSAGES: note: iteration i = 1 {{reads|writes}} 'scratch[0]'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: no data-sharing attribute of 'scratch' removes this conflict
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    scratch[0] = a[i] + 1.0;
    b[i] = scratch[0] * scratch[0];
  }
}
