// firstprivate(t) on a temporary whose last value is stored after the loop: the copies are discarded at the end of the loop; needs lastprivate(t).
void last_into(int n, const double *a, double *b, double *out)
{
  double t = 1.0;

  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: t declared=firstprivate required=lastprivate status=wrong
  // CHECK-WITNESS: t live-out
  // CHECK-FIXED: #pragma omp parallel for lastprivate(t)
  // CHECK-MESSAGES: :[[@LINE+4]]:1: error: the value of firstprivate variable 't' is needed after the loop
  // CHECK-MESSAGES: :[[@LINE+5]]:5: note: iteration i = 0 writes 't'
  // CHECK-MESSAGES: :[[@LINE+7]]:12: note: 't' is read here, after the loop
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 't' needs 'lastprivate(t)'
#pragma omp parallel for firstprivate(t)
  for (int i = 0; i < n; i++) {
    t = 2.0 * a[i];
    b[i] = t + 1.0;
  }
  out[0] = t;
}
