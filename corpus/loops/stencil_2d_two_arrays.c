// 2D five-point stencil from one VLA into another: no cell of the output is read.
void laplace(int n, int m, double out[n][m], double in[n][m])
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < m - 1; j++)
      out[i][j] = in[i - 1][j] + in[i + 1][j] + in[i][j - 1] + in[i][j + 1]
                  - 4.0 * in[i][j];
}
