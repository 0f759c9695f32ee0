// Where a device with memory of its own would not compute what the host fallback does (a value that stays on the device, cells never copied in or out, host code touching a copy), the loops of the target construct are unknown, naming the clause, or a stale-data finding; never verified. Where the clause of the loop's own directive is at fault and another map-type is right, the finding comes with that fix (target_map_fixes.c). Copies the caller keeps (of what a pointer points to, of 'declare target' data) are assumed current: see target_caller_copies.c.
#pragma omp declare target
double table[16];
#pragma omp end declare target

double sum_stays_on_device(int n, const double *restrict a)
{
  double s = 0.0;
  // 's' is firstprivate on the target (a scalar's default): the reduction
  // lands in the target's copy, and the host returns the stale value.
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: s stale-data certain
  // CHECK-MESSAGES: :[[@LINE+2]]:1: error: stale data: the target code writes 's', and code after it reads it in the other memory, which never gets that value
#pragma omp target map(to: a[0:n])
#pragma omp parallel for reduction(+: s)
  for (int i = 0; i < n; i++)
    s += a[i];
  return s;
}

void short_section(int n, const double *restrict a, double *restrict b)
{
  // CHECK-VERDICT: unknown
  // CHECK-REASON: 'a[i + 1]' (line 28) may touch cells of 'a' that 'map(to: a[0:n])'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: 'a[i + 1]' (line 28) may touch cells
#pragma omp target teams distribute parallel for map(to: a[0:n]) map(from: b[0:n])
  for (int i = 0; i < n; i++)
    b[i] = a[i + 1];
}

void written_but_mapped_to(int n, double *restrict a)
{
  // The caller reads what the function was given: the values stay on the
  // device. The loop's own clause is at fault, and a map-type fixes it
  // (target_map_fixes.c).
  // CHECK-VERDICT: fixable
  // CHECK-WITNESS: a stale-data certain
  // CHECK-FIXED: #pragma omp target teams distribute parallel for map(tofrom: a[0:n])
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: stale data: the target code writes 'a', and the caller reads it in the other memory, which never gets that value
  // CHECK-MESSAGES: :[[@LINE+2]]:1: note: the caller sees 'a' after the function returns
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 'a' needs 'map(tofrom: a[0:n])'
#pragma omp target teams distribute parallel for map(to: a[0:n])
  for (int i = 0; i < n; i++)
    a[i] = 2.0 * a[i];
}

void from_not_all_written(int n, double *restrict a)
{
  // Cell a[0] comes back undefined.
  // CHECK-VERDICT: unknown
  // CHECK-REASON: copies back cells of 'a' that the target code may not write
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: 'map(from: a[0:n])'
#pragma omp target teams distribute parallel for map(from: a[0:n])
  for (int i = 1; i < n; i++)
    a[i] = 1.0;
}

void from_read_first(int n, double *restrict a)
{
  // The device reads the caller's values, which 'from' never copies in.
  // CHECK-VERDICT: fixable
  // CHECK-WITNESS: a stale-data certain
  // CHECK-FIXED: #pragma omp target teams distribute parallel for map(tofrom: a[0:n])
  // CHECK-MESSAGES: :[[@LINE+2]]:1: error: stale data: the target code reads 'a' as the function was given it, which the other memory never gets
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 'a' needs 'map(tofrom: a[0:n])'
#pragma omp target teams distribute parallel for map(from: a[0:n])
  for (int i = 0; i < n; i++)
    a[i] = a[i] + 1.0;
}

void host_writes_in_data_region(int n, const double *restrict v,
                                double *restrict p)
{
#pragma omp target data map(to: v[0:n]) map(tofrom: p[0:n])
  {
    // CHECK-VERDICT: unknown
    // CHECK-REASON: host code inside '#pragma omp target data' (line 74) writes 'p' (line 82), and the copy that comes back at its end replaces it
    // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: host code inside '#pragma omp target data' (line 74) writes 'p'
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      p[i] = v[i];
    p[0] = 0.0;
  }
}

// What 'a' points to has no copy here: the caller's is used (assumed).
void pointer_not_mapped(int n, double *restrict a)
{
  // CHECK-VERDICT: verified
  // CHECK-ASSUMES: the caller keeps the device's copy of a current
#pragma omp target teams distribute parallel for
  for (int i = 0; i < n; i++)
    a[i] = 1.0;
}

// The caller keeps the device's 'table' current (assumed).
void declare_target_data(int n, double *restrict a)
{
  // CHECK-VERDICT: verified
  // CHECK-ASSUMES: the caller keeps the device's copy of table current
#pragma omp target teams distribute parallel for map(from: a[0:16])
  for (int i = 0; i < 16; i++)
    a[i] = table[i];
}

void asynchronous(int n, double *restrict a)
{
  // CHECK-VERDICT: unknown
  // CHECK-REASON: the target task of '#pragma omp target teams distribute parallel for' ('nowait') has no 'taskwait' after it in its block
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: the target task of
#pragma omp target teams distribute parallel for map(tofrom: a[0:n]) nowait
  for (int i = 0; i < n; i++)
    a[i] = 1.0;
  // (no taskwait: the task may outlive the function; target_tasks.c)
}

void host_loop_after_stale_copy(int n, double *restrict a)
{
  int m = 0;
  // Before the target construct the host's memory is the sequential code's.
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    a[i] = 0.0;
#pragma omp target map(to: m)
  {
    m = 10;
  }
  // After it, m is 0 on the host, not 10: no verdict on the model's value.
  // CHECK-VERDICT: unknown
  // CHECK-REASON: the host's memory after '#pragma omp target' (line 125) may differ from the sequential code's: 'map(to: m)' of '#pragma omp target' (line 125) does not copy 'm' back to the host
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: the host's memory after '#pragma omp target' (line 125)
#pragma omp parallel for
  for (int i = 0; i < m; i++)
    a[i] = a[i + 5];
}

double scale_kept_on_device(int n, double *restrict a)
{
  double t = 1.0;
#pragma omp target map(tofrom: a[0:n])
  {
    t = 2.0;
    // CHECK-VERDICT: unknown
    // CHECK-REASON: 't' is firstprivate on '#pragma omp target' (line 141), its default for a scalar: the write 't' (line 143) stays on the device, and the read at line 151 gets the value from before the target code
    // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: 't' is firstprivate
#pragma omp parallel for
    for (int i = 0; i < n; i++)
      a[i] = t * a[i];
  }
  return t;
}

void offload_from_a_team(int n, double *restrict a, double *restrict b)
{
  // Each thread of the team would offload the loop: not modelled.
  // CHECK-REGION: unknown
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this parallel region: '#pragma omp target teams distribute parallel for' in a parallel region or a loop directive is not modelled yet
#pragma omp parallel
  {
    // CHECK-VERDICT: unknown
    // CHECK-REASON: '#pragma omp target teams distribute parallel for' in a parallel region or a loop directive is not modelled yet
    // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: '#pragma omp target teams distribute parallel for' in a parallel region or a loop directive
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
    for (int i = 0; i < n; i++)
      a[i] = 1.0;
    // CHECK-VERDICT: unknown
    // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop:
#pragma omp for
    for (int i = 0; i < n; i++)
      b[i] = 2.0;
  }
}
