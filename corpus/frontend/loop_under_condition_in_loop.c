// A loop directive under a condition the model cannot follow, inside a sequential loop: its verdict is about the instances where it runs, as for such a loop at the top of the function (its own writes are must-writes whenever it runs). Before, every loop of such a function was unknown ("the loop may or may not run").
void sweep_marked(int steps, int n, const int *restrict active,
                  double *restrict a, double *restrict last)
{
  for (int t = 0; t < steps; t++) {
    if (active[t] > 0) {
      // CHECK-VERDICT: verified
#pragma omp parallel for
      for (int i = 0; i < n; i++)
        a[i] = a[i] + t;
    }
  }
  double x = 0.0;
  for (int t = 0; t < steps; t++) {
    if (active[t] > 0) {
      // x is read after the loop: its last iteration's value is needed.
      // CHECK-VERDICT: fixable
      // CHECK-FIXED: #pragma omp parallel for lastprivate(x)
      // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'x'
#pragma omp parallel for
      for (int i = 0; i < n; i++) {
        x = a[i];
        a[i] = 2.0 * x;
      }
    }
    last[t] = x;
  }
}

void shift_marked(int steps, int n, const int *restrict active,
                  double *restrict a)
{
  for (int t = 0; t < steps; t++)
    if (active[t] > 0) {
      // CHECK-VERDICT: violation
      // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'a'
#pragma omp parallel for
      for (int i = 0; i < n - 1; i++)
        a[i + 1] = a[i];
    }
}
