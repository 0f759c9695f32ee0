// A temporary written then read in every iteration and returned after the loop: needs lastprivate.
double rational_map(int n, const double *a, double *b, double scale)
{
  double t = 0.0;

  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: t declared=shared required=lastprivate status=missing
  // CHECK-WITNESS: t race
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: data race on shared variable 't'
  // CHECK-MESSAGES: :[[@LINE+4]]:5: note: iteration i = 0 writes 't'
  // CHECK-MESSAGES: note: iteration i = 1 {{reads|writes}} 't'
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    t = a[i] * scale;
    b[i] = t / (1.0 + t * t);
  }
  return t;
}
