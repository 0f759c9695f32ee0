// A shared work array whose w[0] comes from before the loop, whose w[1..2] every iteration writes before reading, and which is read after the loop: needs firstprivate(w) lastprivate(w).
double last_stencil(int n, const double *a, double *b, double w0)
{
  double w[3];

  w[0] = w0;
  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: w declared=shared required=firstprivate+lastprivate status=missing
  // CHECK-WITNESS: w race
  // CHECK-FIXED: #pragma omp parallel for firstprivate(w) lastprivate(w)
  // CHECK-MESSAGES: :[[@LINE+4]]:1: error: data race on shared variable 'w'
  // CHECK-MESSAGES: :[[@LINE+5]]:5: note: iteration i = 0 writes 'w[1]'
  // CHECK-MESSAGES: note: iteration i = 1 {{reads|writes}} 'w[1]'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 'w' needs 'firstprivate(w) lastprivate(w)'
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    w[1] = a[i];
    w[2] = a[i] * a[i];
    b[i] = w[0] + w[1] + w[2];
  }
  return w[0] + w[1] + w[2];
}
