// A loop directive inside a case of a switch statement (as real programs select kernels): the switch's condition is read and each case may run, so each loop is checked as under an if; a race in one case is still found.
void select_kernel(int kind, int n, double *a)
{
  switch (kind) {
  case 0:
    // CHECK-VERDICT: verified
    // CHECK-VARIABLE: a declared=shared required=shared status=ok
#pragma omp parallel for
    for (int i = 0; i < n; i++)
      a[i] = 0.0;
    break;
  default:
    [[fallthrough]];
  case 1:
    // CHECK-VERDICT: violation
    // CHECK-WITNESS: a race certain
    // CHECK-MESSAGES: :[[@LINE+4]]:1: error: data race on shared variable 'a'
    // CHECK-MESSAGES: :[[@LINE+5]]:7: note: iteration i = 0 writes 'a[i + 1]'
    // CHECK-MESSAGES: :[[@LINE+4]]:18: note: iteration i = 1 reads 'a[i]'
    // CHECK-MESSAGES: :[[@LINE+1]]:1: note: no data-sharing attribute of 'a' removes this conflict
#pragma omp parallel for
    for (int i = 0; i < n - 1; i++)
      a[i + 1] = a[i] + 1.0;
    break;
  }
}
