// With --no-assume-caller-copies, a verdict that rests on the caller keeping a device copy current (a copy the function uses without making it) is unknown, naming the copy; verdicts that rest on no such copy stand.
// OPTIONS: --no-assume-caller-copies
#pragma omp declare target
double weights[64];
#pragma omp end declare target

void solve(int n, double r, const double *restrict u, double *restrict u_tmp)
{
  // CHECK-VERDICT: unknown
  // CHECK-REASON: the verdict rests on the caller keeping the device's copy of 'u' current (--no-assume-caller-copies)
  // CHECK-REASON-KIND: assumption
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: the verdict rests on the caller keeping the device's copy of 'u' current
#pragma omp target teams distribute parallel for
  for (int i = 1; i < n - 1; i++)
    u_tmp[i] = (1.0 - 2.0 * r) * u[i] + r * (u[i - 1] + u[i + 1]);
}

double weighted(void)
{
  double sum = 0.0;
  // CHECK-VERDICT: unknown
  // CHECK-REASON: the verdict rests on the caller keeping the device's copy of 'weights' current
  // CHECK-REASON-KIND: assumption
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: the verdict rests on the caller keeping the device's copy of 'weights' current
#pragma omp target teams distribute parallel for reduction(+: sum)
  for (int i = 0; i < 64; i++)
    sum += weights[i];
  return sum;
}

void mapped(int n, double *restrict u)
{
  // CHECK-VERDICT: verified
  // CHECK-ASSUMES: none
#pragma omp target teams distribute parallel for map(tofrom: u[0:n])
  for (int i = 0; i < n; i++)
    u[i] = 2.0 * u[i];
}
