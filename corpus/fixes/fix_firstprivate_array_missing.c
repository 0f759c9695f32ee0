// A shared coefficient array whose c[0] is set before the loop and c[1..3] in every iteration: a race on c[1..3]; firstprivate(c) gives each thread an initialised copy.
void blend_shared(int n, const double *a, double *b, double c0)
{
  double c[4];

  c[0] = c0;
  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: c declared=shared required=firstprivate status=missing
  // CHECK-WITNESS: c race
  // CHECK-FIXED: #pragma omp parallel for firstprivate(c)
  // CHECK-MESSAGES: :[[@LINE+4]]:1: error: data race on shared variable 'c'
  // CHECK-MESSAGES: :[[@LINE+5]]:5: note: iteration i = 0 writes 'c[1]'
  // CHECK-MESSAGES: note: iteration i = 1 {{reads|writes}} 'c[1]'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 'c' needs 'firstprivate(c)'
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    c[1] = a[i];
    c[2] = a[i] * a[i];
    c[3] = c[2] * a[i];
    b[i] = c[0] + c[1] + c[2] + c[3];
  }
}
