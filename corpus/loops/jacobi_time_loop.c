// Jacobi with two arrays inside a sequential time loop: each parallel loop writes one array and reads the other; indented pragmas.
void jacobi_1d(int steps, int n, double *a, double *b)
{
  for (int t = 0; t < steps; t++) {
    // CHECK-VERDICT: verified
    #pragma omp parallel for
    for (int i = 1; i < n - 1; i++)
      b[i] = (a[i - 1] + a[i] + a[i + 1]) / 3.0;
    // CHECK-VERDICT: verified
    #pragma omp parallel for
    for (int i = 1; i < n - 1; i++)
      a[i] = b[i];
  }
}
