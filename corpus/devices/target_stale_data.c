// Stale data (OpenMP's device data environment read as a memory of its own): a value the target code writes that host code reads with no map clause or `target update` bringing it back, or a value host code writes that the target code reads without `target update to`. A finding of the loops of the target construct that makes the copy, certain when both accesses surely run and the read can get no other value.

// Inside 'target data' the host's copy keeps its old values until the copy
// comes back at the end.
void host_reads_inside_the_scope(int n, double *restrict a, double *restrict last)
{
  if (n < 1)
    return;
#pragma omp target data map(tofrom: a[0:n])
  {
    // CHECK-VERDICT: violation
    // CHECK-WITNESS: a stale-data certain
    // CHECK-MESSAGES: :[[@LINE+3]]:1: error: stale data: the target code writes 'a', and host code inside '#pragma omp target data' (line 9) reads it in the other memory, which never gets that value
    // CHECK-MESSAGES: :[[@LINE+4]]:7: note: the target code writes 'a[i]'
    // CHECK-MESSAGES: :[[@LINE+4]]:15: note: host code inside '#pragma omp target data' (line 9) reads 'a[n - 1]'
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      a[i] = 2.0 * i;
    last[0] = a[n - 1];
  }
}

// 'target update from' brings the values back first.
void host_reads_after_an_update(int n, double *restrict a, double *restrict last)
{
  if (n < 1)
    return;
#pragma omp target data map(tofrom: a[0:n])
  {
    // CHECK-VERDICT: verified
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      a[i] = 2.0 * i;
#pragma omp target update from(a[0:n])
    last[0] = a[n - 1];
  }
}

// The host changes a inside the scope; the device keeps reading its own
// copy.
void device_reads_an_old_copy(int n, double *restrict a, double *restrict b)
{
#pragma omp target data map(to: a[0:n]) map(from: b[0:n])
  {
    for (int i = 0; i < n; i++)
      a[i] = a[i] + 1.0;
    // CHECK-VERDICT: violation
    // CHECK-WITNESS: a stale-data certain
    // CHECK-MESSAGES: :[[@LINE+3]]:1: error: stale data: host code inside '#pragma omp target data' (line 43) writes 'a', and the target code reads it in the other memory
    // CHECK-MESSAGES: :[[@LINE-4]]:7: note: host code inside '#pragma omp target data' (line 43) writes 'a[i]'
    // CHECK-MESSAGES: :[[@LINE+3]]:14: note: the target code reads 'a[i]'
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      b[i] = a[i];
  }
}

// The device writes a only where a[i] is negative: what the host reads
// may be stale, through a write the model over-approximates (code that may
// not run), which leaves the loop unknown rather than a finding.
void host_reads_a_conditional_result(int n, double *restrict a,
                                     double *restrict last)
{
  if (n < 1)
    return;
#pragma omp target data map(tofrom: a[0:n])
  {
    // CHECK-VERDICT: unknown
    // CHECK-REASON: the target code writes 'a' (line 74), and host code inside '#pragma omp target data' (line 66) reads it (line 75) with no 'target update from' between
    // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: the target code writes 'a'
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      if (a[i] < 0.0)
        a[i] = 0.0;
    last[0] = a[0];
  }
}
