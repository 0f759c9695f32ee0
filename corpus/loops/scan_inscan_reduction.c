// `reduction(inscan, op: x)` with `#pragma omp scan`: each iteration's scan phase sees x combined over the iterations before it (and its own, for an inclusive scan), which is what the sequential loop computes, when the input phase only updates x by the reduction's operator and the scan phase only reads it: x is right as declared, and the loop's other variables are checked as usual. Other uses of x in the phases leave the loop unknown.
void prefix_sum(int n, const int *restrict a, int *restrict b)
{
  int x = 0;
  // CHECK-VERDICT: verified
#pragma omp parallel for simd reduction(inscan, +: x)
  for (int k = 0; k < n; k++) {
    x += a[k];
#pragma omp scan inclusive(x)
    b[k] = x;
  }
}

void exclusive_prefix(int n, const int *restrict a, int *restrict b)
{
  int x = 0;
  // CHECK-VERDICT: verified
#pragma omp parallel for reduction(inscan, +: x)
  for (int k = 0; k < n; k++) {
    b[k] = x;
#pragma omp scan exclusive(x)
    x += a[k];
  }
}

// The scan does not order the iterations' other accesses.
void scan_and_race(int n, const int *restrict a, int *restrict b)
{
  int x = 0;
  // CHECK-VERDICT: violation
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'b'
#pragma omp parallel for reduction(inscan, +: x)
  for (int k = 0; k < n - 1; k++) {
    x += a[k];
#pragma omp scan inclusive(x)
    b[k + 1] = b[k] + x;
  }
}

void input_assigns(int n, const int *restrict a, int *restrict b)
{
  int x = 0;
  // CHECK-VERDICT: unknown
  // CHECK-REASON: the input phase of the scan does more to 'x' than update it by its reduction's operator
  // CHECK-REASON-KIND: construct
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: the input phase of the scan
#pragma omp parallel for reduction(inscan, +: x)
  for (int k = 0; k < n; k++) {
    x = a[k];
#pragma omp scan inclusive(x)
    b[k] = x;
  }
}

void scan_phase_writes(int n, const int *restrict a, int *restrict b)
{
  int x = 0;
  // CHECK-VERDICT: unknown
  // CHECK-REASON: the scan phase of the scan writes 'x'
  // CHECK-REASON-KIND: construct
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: the scan phase of the scan writes 'x'
#pragma omp parallel for reduction(inscan, +: x)
  for (int k = 0; k < n; k++) {
    x += a[k];
#pragma omp scan inclusive(x)
    b[k] = x++;
  }
}
