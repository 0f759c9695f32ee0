// Copies a function uses without making them: 'declare target' data outside main, and what a pointer the function is given points to where no clause maps it (OpenMP maps such a pointer as a zero-length section, which finds the caller's copy). The caller is assumed to keep them current (the host's values when it calls; it takes back what the target code writes), and the verdict says so ("assumes"). Host code of the function that crosses such a copy, memory the function allocates itself, and main (which has no caller) stay unknown; in main, 'declare target' data starts as the host's, with no assumption.
#include <stdlib.h>

#pragma omp declare target
double weights[64];
#pragma omp end declare target
double *field;

void solve(int n, double r, const double *restrict u, double *restrict u_tmp)
{
  // CHECK-VERDICT: verified
  // CHECK-ASSUMES: the caller keeps the device's copy of u current
  // CHECK-ASSUMES: the caller keeps the device's copy of u_tmp current
  // CHECK-MESSAGES: :[[@LINE+2]]:1: remark: assuming that the caller keeps the device's copies of 'u', 'u_tmp' current
#pragma omp target
#pragma omp teams distribute parallel for
  for (int i = 1; i < n - 1; i++)
    u_tmp[i] = (1.0 - 2.0 * r) * u[i] + r * (u[i - 1] + u[i + 1]);
}

void scale_field(int n)
{
  // CHECK-VERDICT: verified
  // CHECK-ASSUMES: the caller keeps the device's copy of field current
  // CHECK-ASSUMES: the caller keeps the device's copy of weights current
#pragma omp target teams distribute parallel for
  for (int i = 0; i < n; i++)
    field[i] = weights[i % 64] * field[i];
}

// The host writes u in the function: the caller's copy does not see it.
void host_write_first(int n, double *restrict u)
{
  u[0] = 1.0;
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: u stale-data certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: stale data: host code ('u' points to memory the caller maps, line 32) writes 'u', and the target code reads it
#pragma omp target teams distribute parallel for
  for (int i = 1; i < n; i++)
    u[i] = u[i] + u[0];
}

// The host reads what the device wrote, with no 'target update from'.
void host_reads_result(int n, double *restrict u, double *restrict first)
{
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: u stale-data certain
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: stale data: the target code writes 'u', and host code ('u' points to memory the caller maps, line 44) reads it in the other memory
  // CHECK-MESSAGES: :[[@LINE+4]]:5: note: the target code writes 'u[i]'
  // CHECK-MESSAGES: :[[@LINE+4]]:12: note: host code ('u' points to memory the caller maps, line 44) reads 'u[0]'
#pragma omp target teams distribute parallel for
  for (int i = 0; i < n; i++)
    u[i] = 2.0 * i;
  *first = u[0];
}

// Memory the function allocates has no copy anywhere.
double scratch(int n)
{
  double *s = malloc(n * sizeof(double));
  // CHECK-VERDICT: unknown
  // CHECK-REASON: no map clause of '#pragma omp target teams distribute parallel for' or of a 'target data' around it gives the device a copy of 's'
  // CHECK-REASON-KIND: device
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: no map clause
#pragma omp target teams distribute parallel for
  for (int i = 0; i < n; i++)
    s[i] = i;
  double r = s[0];
  free(s);
  return r;
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 64;
  double sum = 0.0;
  // In main, the device's 'weights' start with the host's values.
  // CHECK-VERDICT: verified
  // CHECK-ASSUMES: none
#pragma omp target teams distribute parallel for reduction(+: sum)
  for (int i = 0; i < 64; i++)
    sum += weights[i];
  field = malloc(n * sizeof(double));
  // CHECK-VERDICT: unknown
  // CHECK-REASON: gives the device a copy of 'field'
  // CHECK-REASON-KIND: device
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: no map clause
#pragma omp target teams distribute parallel for
  for (int i = 0; i < n; i++)
    field[i] = sum;
  free(field);
  return 0;
}

// The function moves 'weights' itself: the host's values go in by
// 'target update to', the device's come back by 'target update from', and
// the host's last write is the caller's to see.
void refresh_weights(void)
{
  for (int i = 0; i < 64; i++)
    weights[i] = 1.0 / (i + 1);
#pragma omp target update to(weights)
  // CHECK-VERDICT: verified
  // CHECK-ASSUMES: the caller keeps the device's copy of weights current
#pragma omp target teams distribute parallel for
  for (int i = 0; i < 64; i++)
    weights[i] = 2.0 * weights[i];
#pragma omp target update from(weights)
  weights[0] = 0.0;
}
