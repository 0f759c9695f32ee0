// Asynchronous target tasks (issue 16): a target construct with 'nowait' in the function's own code is a target task, which runs, its copies' transfers included, at any time until the 'taskwait' after it in the same block. Host code in between may run while it does: where it touches a cell the task's code touches, or a cell the task's own map clause moves, one of them a write, that is a race (checked both as if the device shared the host's memory and as if it had its own). Otherwise the task computes what the synchronous construct would, and its loop is checked as that. No 'taskwait' in the block (or code that may leave the block before it): unknown.

// Host work on other data overlaps the device's.
void overlap(int n, const double *restrict a, double *restrict b,
             double *restrict c)
{
  // CHECK-VERDICT: verified
#pragma omp target teams distribute parallel for map(to: a[0:n]) map(from: b[0:n]) nowait
  for (int i = 0; i < n; i++)
    b[i] = 2.0 * a[i];
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    c[i] = c[i] + 1.0;
#pragma omp taskwait
}

// The host writes an input of the task before the taskwait: the copy of a
// (or, on a device sharing the host's memory, the task's read) may see
// either value.
void write_input_early(int n, double *restrict a, double *restrict b)
{
  if (n < 1)
    return;
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: a race certain
  // CHECK-MESSAGES: :[[@LINE+4]]:1: error: data race on 'a' between the target task of '#pragma omp target teams distribute parallel for' (line 31, 'nowait') and host code before its 'taskwait' (line 35) [ompfix-race]
  // CHECK-MESSAGES: :[[@LINE+6]]:3: note: host code before its 'taskwait' (line 35) writes 'a[0]'
  // CHECK-MESSAGES: :[[@LINE+4]]:18: note: the target task of '#pragma omp target teams distribute parallel for' (line 31, 'nowait') reads 'a[i]'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: no clause of this directive orders them: a 'taskwait' before the host code's access does
#pragma omp target teams distribute parallel for map(to: a[0:n]) map(from: b[0:n]) nowait
  for (int i = 0; i < n; i++)
    b[i] = 2.0 * a[i];
  a[0] = 5.0;
#pragma omp taskwait
}

// The host reads a result before the taskwait.
void read_result_early(int n, const double *restrict a, double *restrict b,
                       double *restrict out)
{
  if (n < 1)
    return;
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: b race certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on 'b' between the target task
#pragma omp target teams distribute parallel for map(to: a[0:n]) map(from: b[0:n]) nowait
  for (int i = 0; i < n; i++)
    b[i] = 2.0 * a[i];
  out[0] = b[0];
#pragma omp taskwait
  out[1] = b[1];
}

// Reading an input meanwhile is no race; the result after the taskwait is
// the task's.
void read_after_the_wait(int n, const double *restrict a, double *restrict b,
                         double *restrict out)
{
  if (n < 1)
    return;
  // CHECK-VERDICT: verified
#pragma omp target teams distribute parallel for map(to: a[0:n]) map(from: b[0:n]) nowait
  for (int i = 0; i < n; i++)
    b[i] = 2.0 * a[i];
  out[1] = a[0];
#pragma omp taskwait
  out[0] = b[0];
}

// The host writes a cell the task's map clause moves but its code never
// touches: on a device with memory of its own, the copy back may
// overwrite it.
void write_a_mapped_cell(int n, double *restrict b)
{
  if (n < 2)
    return;
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: b race certain
  // CHECK-MESSAGES: :[[@LINE+2]]:1: error: data race on 'b' between the target task
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: the target task copies 'b' between the host and the device at any time before its 'taskwait'
#pragma omp target teams distribute parallel for map(tofrom: b[0:n]) nowait
  for (int i = 1; i < n; i++)
    b[i] = 2.0 * i;
  b[0] = 1.0;
#pragma omp taskwait
}

// Two tasks on different data, one taskwait.
void two_tasks(int n, const double *restrict a, double *restrict b,
               double *restrict c)
{
  // CHECK-VERDICT: verified
#pragma omp target teams distribute parallel for map(to: a[0:n]) map(from: b[0:n]) nowait
  for (int i = 0; i < n; i++)
    b[i] = a[i] + 1.0;
  // CHECK-VERDICT: verified
#pragma omp target teams distribute parallel for map(to: a[0:n]) map(from: c[0:n]) nowait
  for (int i = 0; i < n; i++)
    c[i] = a[i] - 1.0;
#pragma omp taskwait
}

// A task per step, each waited for before the next.
void steps(int n, int m, double *restrict a)
{
  for (int t = 0; t < m; t++) {
    // CHECK-VERDICT: verified
#pragma omp target teams distribute parallel for map(tofrom: a[0:n]) nowait
    for (int i = 0; i < n; i++)
      a[i] = 0.5 * a[i];
#pragma omp taskwait
  }
}

// The taskwait may be skipped: the task may outlive the function.
void early_return(int n, double *restrict a, int stop)
{
  // CHECK-VERDICT: unknown
  // CHECK-REASON: has no 'taskwait' after it in its block
  // CHECK-REASON-KIND: device
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: the target task of
#pragma omp target teams distribute parallel for map(tofrom: a[0:n]) nowait
  for (int i = 0; i < n; i++)
    a[i] = 1.0;
  if (stop)
    return;
#pragma omp taskwait
}
