// An orphaned `for` (no parallel region in its function) binds to the team of a caller's region: each thread runs its own call, so the function's own variables have a copy per thread. A temporary written and read in one iteration is right; no race on it is reported (outside a region, one thread runs the loop). Shared memory (what a pointer points to) still races.
void scale_with_temporary(int n, double *a)
{
  double t;
  // CHECK-VERDICT: verified
  // CHECK-VARIABLE: t declared=private required=private status=ok
#pragma omp for
  for (int i = 0; i < n; i++) {
    t = a[i] * 2.0;
    a[i] = t;
  }
}

void shift(int n, double *a)
{
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: a race
  // CHECK-MESSAGES: :[[@LINE+4]]:1: error: data race on shared variable 'a'
  // CHECK-MESSAGES: :[[@LINE+5]]:5: note: iteration i = 0 writes 'a[i + 1]'
  // CHECK-MESSAGES: :[[@LINE+4]]:16: note: iteration i = 1 reads 'a[i]'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: no data-sharing attribute of 'a' removes this conflict
#pragma omp for
  for (int i = 0; i < n - 1; i++)
    a[i + 1] = a[i];
}

double partial_sum(int n, const double *a)
{
  double s = 0.0;
  // Each thread's call sums its own iterations: only the caller can
  // combine the partial sums.
  // CHECK-VERDICT: unknown
  // CHECK-REASON: 's' is private to each thread of the team that calls the function
  // CHECK-REASON-KIND: construct
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: {{.*}}
#pragma omp for
  for (int i = 0; i < n; i++)
    s += a[i];
  return s;
}

double last_value(int n, const double *a)
{
  double t = 0.0;
  // CHECK-VERDICT: unknown
  // CHECK-REASON: 't' has a copy per thread of the team that calls the function
  // CHECK-REASON-KIND: construct
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: {{.*}}
#pragma omp for
  for (int i = 0; i < n; i++)
    t = a[i];
  return t;
}

void scale_by_single(int n, double *a)
{
  double c;
#pragma omp single
  c = 2.0;
  // The single sets one thread's c; the other threads' copies are unset.
  // CHECK-VERDICT: unknown
  // CHECK-REASON: the orphaned '#pragma omp single' sets one thread's copies
  // CHECK-REASON-KIND: construct
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: {{.*}}
#pragma omp for
  for (int i = 0; i < n; i++)
    a[i] = c * a[i];
}
