// In-place Gauss-Seidel inside a time loop: iteration i reads a[i - 1], which iteration i - 1 of the same sweep writes; indented pragma.
void gauss_seidel_1d(int steps, int n, double *a)
{
  for (int t = 0; t < steps; t++) {
    // CHECK-VERDICT: violation
    // CHECK-WITNESS: a race
    // CHECK-MESSAGES: :[[@LINE+3]]:5: error: data race on shared variable 'a'
    // CHECK-MESSAGES: :[[@LINE+4]]:7: note: iteration i = 1 writes 'a[i]'
    // CHECK-MESSAGES: :[[@LINE+3]]:15: note: iteration i = 2 reads 'a[i - 1]'
    #pragma omp parallel for
    for (int i = 1; i < n - 1; i++)
      a[i] = (a[i - 1] + a[i] + a[i + 1]) / 3.0;
  }
}
