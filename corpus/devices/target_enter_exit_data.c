// `target enter data` and the `target exit data` that ends its copies in the same block are a `target data` construct over the code between (to/alloc in, from/release out); copies no exit ends last to the end of the function. The loops between are checked as in `target data`; a host write the device does not see, an exit of other cells, and a pair around a return are unknown.
void smooth_twice(int n, const double *restrict v, double *restrict p)
{
#pragma omp target enter data map(to: v[0:n]) map(alloc: p[0:n])
  // CHECK-VERDICT: verified
#pragma omp target teams distribute parallel for
  for (int i = 0; i < n; i++)
    p[i] = v[i];
  // CHECK-VERDICT: verified
#pragma omp target teams distribute parallel for
  for (int i = 1; i < n; i++)
    p[i] = p[i] + v[i - 1];
#pragma omp target exit data map(from: p[0:n]) map(release: v[0:n])
}

// The table stays on the device: no exit ends its copy.
void scale_with_table(int n, const double *restrict table, double *restrict p)
{
#pragma omp target enter data map(to: table[0:n])
  // CHECK-VERDICT: verified
#pragma omp target teams distribute parallel for map(tofrom: p[0:n])
  for (int i = 0; i < n; i++)
    p[i] = 2.0 * table[i];
}

// The host changes v between the two constructs; the device keeps its copy.
void host_write_between(int n, double *restrict v, double *restrict p)
{
#pragma omp target enter data map(to: v[0:n], p[0:n])
  // CHECK-VERDICT: unknown
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: host code inside
#pragma omp target teams distribute parallel for
  for (int i = 0; i < n; i++)
    p[i] = v[i];
  v[0] = 1.0;
  // CHECK-VERDICT: violation
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: stale data: host code inside '#pragma omp target enter data' (line 29) writes 'v', and the target code reads it
#pragma omp target teams distribute parallel for
  for (int i = 0; i < n; i++)
    p[i] = p[i] + v[i];
#pragma omp target exit data map(from: p[0:n]) map(delete: v[0:n])
}

// Half of what was entered comes back.
void other_cells(int n, double *restrict p)
{
#pragma omp target enter data map(to: p[0:n])
  // CHECK-VERDICT: unknown
  // CHECK-REASON: is not ended by its 'target exit data' with the same cells
  // CHECK-REASON-KIND: device
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: the copy of 'p'
#pragma omp target teams distribute parallel for
  for (int i = 0; i < n; i++)
    p[i] = 2.0 * p[i];
#pragma omp target exit data map(from: p[0:n - 1])
}

int early_return(int n, double *restrict p)
{
  // CHECK-VERDICT: unknown
  // CHECK-REASON: may leave the block
  // CHECK-REASON-KIND: device
#pragma omp target enter data map(to: p[0:n])
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: code between
#pragma omp target teams distribute parallel for
  for (int i = 0; i < n; i++)
    p[i] = 2.0 * p[i];
  if (n > 100)
    return 1;
#pragma omp target exit data map(from: p[0:n])
  return 0;
}
