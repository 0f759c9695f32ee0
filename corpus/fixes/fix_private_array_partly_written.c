// private(c) on a coefficient array whose c[0] is set before the loop and never written inside: c[0] is read uninitialised; needs firstprivate(c).
void blend(int n, const double *a, double *b, double c0)
{
  double c[4];

  c[0] = c0;
  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: c declared=private required=firstprivate status=wrong
  // CHECK-WITNESS: c live-in
  // CHECK-FIXED: #pragma omp parallel for firstprivate(c)
  // CHECK-MESSAGES: :[[@LINE+4]]:1: error: private variable 'c' is read before it is written in the iteration
  // CHECK-MESSAGES: :[[@LINE+8]]:12: note: iteration i = 0 reads 'c[0]'
  // CHECK-MESSAGES: :[[@LINE-7]]:3: note: 'c[0]' is written here, before the loop
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 'c' needs 'firstprivate(c)'
#pragma omp parallel for private(c)
  for (int i = 0; i < n; i++) {
    c[1] = a[i];
    c[2] = a[i] * a[i];
    c[3] = c[2] * a[i];
    b[i] = c[0] + c[1] + c[2] + c[3];
  }
}
