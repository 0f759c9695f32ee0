// The range of an array in one pass: lo and hi each need their own reduction clause, min before max because lo is accessed first.
void range(int n, const double *a, double *lo_out, double *hi_out)
{
  double lo = a[0], hi = a[0];

  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: lo declared=shared required=reduction(min) status=missing
  // CHECK-VARIABLE: hi declared=shared required=reduction(max) status=missing
  // CHECK-WITNESS: lo race possible
  // CHECK-WITNESS: hi race possible
  // CHECK-FIXED: #pragma omp parallel for reduction(min: lo) reduction(max: hi)
  // CHECK-MESSAGES: :[[@LINE+8]]:1: warning: possible data race on shared variable 'lo'
  // CHECK-MESSAGES: :[[@LINE+10]]:7: note: iteration i = 0 writes 'lo'
  // CHECK-MESSAGES: note: iteration i = 1 {{reads|writes}} 'lo'
  // CHECK-MESSAGES: :[[@LINE+5]]:1: note: 'lo' needs 'reduction(min: lo)'
  // CHECK-MESSAGES: :[[@LINE+4]]:1: warning: possible data race on shared variable 'hi'
  // CHECK-MESSAGES: :[[@LINE+8]]:7: note: iteration i = 0 writes 'hi'
  // CHECK-MESSAGES: note: iteration i = 1 {{reads|writes}} 'hi'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 'hi' needs 'reduction(max: hi)'
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    if (a[i] < lo)
      lo = a[i];
    if (a[i] > hi)
      hi = a[i];
  }
  lo_out[0] = lo;
  hi_out[0] = hi;
}
