// A threadprivate variable has one copy per thread that lives across regions (no clause names it). Used as a temporary in a parallel loop, each thread's copy is its own; but the caller sees the primary thread's copy afterwards, not the last iteration's value. Read before it is written, a thread's copy holds what that thread left (unknown), unless copyin gives every thread the primary's value.
double scratch;
#pragma omp threadprivate(scratch)

void squares(int n, const double *restrict a, double *restrict b)
{
  // CHECK-VERDICT: violation
  // CHECK-VARIABLE: scratch required=none
  // CHECK-WITNESS: scratch live-out certain
  // CHECK-MESSAGES: :[[@LINE+2]]:1: error: the value of threadprivate variable 'scratch' is needed after the loop
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 'scratch' is threadprivate: each thread keeps its own copy, and code outside parallel regions sees the primary thread's
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    scratch = a[i] * a[i];
    b[i] = scratch;
  }
}

void offsets(int n, double *restrict b)
{
  // CHECK-VERDICT: unknown
  // CHECK-REASON: 'scratch' is threadprivate: each thread's copy holds what that thread left in it
  // CHECK-REASON-KIND: construct
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: 'scratch' is threadprivate: each thread's copy holds what that thread left in it ('copyin' would give every thread the primary thread's value)
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    b[i] += scratch;
  // CHECK-VERDICT: verified
#pragma omp parallel for copyin(scratch)
  for (int i = 0; i < n; i++)
    b[i] += scratch;
}

void region(int n, double *restrict b)
{
  // CHECK-REGION: unknown
  // CHECK-REASON: 'scratch' is threadprivate
  // CHECK-REASON-KIND: construct
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this parallel region: 'scratch' is threadprivate
#pragma omp parallel
  {
    scratch = 2.0;
    // Every thread sets its copy first, but the model does not follow a
    // threadprivate copy's value from the region's code into its loops yet.
    // CHECK-VERDICT: unknown
    // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: 'scratch' is threadprivate
#pragma omp for
    for (int i = 0; i < n; i++)
      b[i] *= scratch;
  }
}
