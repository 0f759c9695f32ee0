// A shared scalar updated with + and then with * in every iteration: no single reduction operator covers both, so no clause can fix the loop.
double horner_like(int n, const double *a, const double *b)
{
  double s = 0.0;

  // CHECK-VERDICT: violation
  // CHECK-VARIABLE: s declared=shared required=none status=missing
  // CHECK-WITNESS: s race
  // CHECK-MESSAGES: :[[@LINE+4]]:1: error: data race on shared variable 's'
  // CHECK-MESSAGES: :[[@LINE+5]]:5: note: iteration i = 0 writes 's'
  // CHECK-MESSAGES: note: iteration i = 1 {{reads|writes}} 's'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: no data-sharing attribute of 's' removes this conflict
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    s += a[i];
    s *= b[i];
  }
  return s;
}
