// A call the model cannot see in a parallel region's own code (each thread runs it, outside the worksharing loops) leaves the region unknown; given no address of what the threads keep for themselves (none at all, or only shared memory), it cannot reach it, so the region's loops are checked all the same (fixes and races included). Given the address of a thread's own variable, it could change it: then the loops are unknown too.
void report_error(int code);
void fill(double *buffer, int n);

void triad(int n, double *restrict a, const double *restrict b, double s)
{
  int errors = 0;
  // CHECK-REGION: unknown
  // CHECK-REASON: a call to 'report_error' (its body is not in the file, and no compilation database (-p) was given) in the parallel region
  // CHECK-REASON-KIND: call
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this parallel region: a call to 'report_error' (its body is not in the file, and no compilation database (-p) was given) in the parallel region, outside its worksharing loops: it may touch any memory
#pragma omp parallel
  {
    report_error(errors);
    // CHECK-VERDICT: verified
#pragma omp for
    for (int i = 0; i < n; i++)
      a[i] = b[i] + s * a[i];
    // CHECK-VERDICT: violation
    // CHECK-WITNESS: a race certain
    // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'a'
#pragma omp for
    for (int i = 1; i < n; i++)
      a[i] = a[i - 1] + b[i];
    report_error(errors);
  }
}

void scratch(int n, double *restrict a)
{
  double local[16];
  // CHECK-REGION: unknown
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this parallel region: a call to 'fill' (its body is not in the file, and no compilation database (-p) was given) in the parallel region
#pragma omp parallel private(local)
  {
    fill(local, 16);
    // CHECK-VERDICT: unknown
    // CHECK-REASON: a call to 'fill' (its body is not in the file, and no compilation database (-p) was given) in the parallel region
    // CHECK-REASON-KIND: call
    // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: a call to 'fill' (its body is not in the file, and no compilation database (-p) was given) in the parallel region
#pragma omp for
    for (int i = 0; i < n; i++)
      a[i] = local[i % 16];
  }
}

void record(int *counter);

void shared_address(int n, double *restrict a, double *restrict b)
{
  int calls = 0;
  // The call is given the address of shared `calls` (and every thread
  // makes it at once: the region stays unknown), not of anything a thread
  // keeps for itself: the loop is checked.
  // CHECK-REGION: unknown
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this parallel region: a call to 'record' (its body is not in the file, and no compilation database (-p) was given) in the parallel region
#pragma omp parallel shared(calls)
  {
    record(&calls);
    // CHECK-VERDICT: verified
#pragma omp for
    for (int i = 0; i < n; i++)
      b[i] = 2.0 * a[i];
  }
}

int next_offset(void);

void thread_values(int n, double *restrict a)
{
  // Each thread's `offset` holds what its own call returned, which may
  // differ from thread to thread: the loop that reads it is unknown.
  // CHECK-REGION: unknown
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this parallel region: a call to 'next_offset' (its body is not in the file, and no compilation database (-p) was given) in the parallel region
#pragma omp parallel
  {
    int offset = next_offset();
    // CHECK-VERDICT: unknown
    // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: a call to 'next_offset' (its body is not in the file, and no compilation database (-p) was given) in the parallel region
#pragma omp for
    for (int i = 0; i < n; i++)
      a[i] = offset;
  }
}

double clock_now(void);

void timed(int n, double *restrict a, double *elapsed)
{
  double start = 0.0;
  // The calls' results go to shared variables (the timing under master):
  // no thread's own copy differs, so the loop is checked.
  // CHECK-REGION: unknown
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this parallel region: a call to 'clock_now' (its body is not in the file, and no compilation database (-p) was given) in the parallel region
#pragma omp parallel
  {
#pragma omp master
    start = clock_now();
    // CHECK-VERDICT: verified
#pragma omp for
    for (int i = 0; i < n; i++)
      a[i] = 2.0 * a[i];
#pragma omp master
    *elapsed = clock_now() - start;
  }
}
