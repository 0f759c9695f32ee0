// lastprivate on a value written by the even iterations only: with n even the last iteration does not write it; needs lastprivate(conditional: last).
void last_even(int n, const double *a, double *out)
{
  double last = 0.0;

  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: last declared=lastprivate required=lastprivate(conditional) status=wrong
  // CHECK-WITNESS: last live-out
  // CHECK-FIXED: #pragma omp parallel for lastprivate(conditional: last)
  // CHECK-MESSAGES: :[[@LINE+4]]:1: error: lastprivate variable 'last' may not be written by the last iteration
  // CHECK-MESSAGES: :[[@LINE+6]]:7: note: iteration i = 0 writes 'last'
  // CHECK-MESSAGES: :[[@LINE+6]]:12: note: 'last' is read here, after the loop
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 'last' needs 'lastprivate(conditional: last)'
#pragma omp parallel for lastprivate(last)
  for (int i = 0; i < n; i++)
    if (i % 2 == 0)
      last = a[i];
  out[0] = last;
}
