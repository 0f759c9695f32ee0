// A loop directive inside a case of a switch statement (as real programs select kernels): answered as unknown, naming the switch, not an internal statement class.
void select_kernel(int kind, int n, double *a)
{
  switch (kind) {
  case 0:
    // CHECK-VERDICT: unknown
    // CHECK-REASON: a switch statement
    // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: a switch statement
#pragma omp parallel for
    for (int i = 0; i < n; i++)
      a[i] = 0.0;
    break;
  default:
    [[fallthrough]];
  case 1:
    // CHECK-VERDICT: unknown
    // CHECK-REASON: a switch statement
    // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: a switch statement
#pragma omp parallel for
    for (int i = 0; i < n; i++)
      a[i] = 1.0;
    break;
  }
}
