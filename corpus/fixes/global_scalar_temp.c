// A global used as a temporary: the caller can see it after the function, so it needs lastprivate, not private.
double work;

void squares_global(int n, const double *a, double *b)
{
  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: work declared=shared required=lastprivate status=missing
  // CHECK-WITNESS: work race
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: data race on shared variable 'work'
  // CHECK-MESSAGES: :[[@LINE+4]]:5: note: iteration i = 0 writes 'work'
  // CHECK-MESSAGES: note: iteration i = 1 {{reads|writes}} 'work'
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    work = a[i] + 1.0;
    b[i] = work * work;
  }
}
