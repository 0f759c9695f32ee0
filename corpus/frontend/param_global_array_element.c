// Bounds over global array elements and globals (`grid_points[0] - 2`, as in the NAS benchmarks) are parameters where the function never changes them.
#define N 64
int grid_points[3];
int nz;
double u[N][N][N], rhs[N][N][N];

void add_rhs(void)
{
  // CHECK-VERDICT: verified
  // CHECK-VARIABLE: j declared=private required=private
  // CHECK-VARIABLE: k declared=private required=private
#pragma omp parallel for
  for (int i = 1; i <= grid_points[0] - 2; i++)
    for (int j = 1; j <= grid_points[1] - 2; j++)
      for (int k = 1; k < nz - 1; k++)
        u[i][j][k] = u[i][j][k] + rhs[i][j][k];

  // CHECK-VERDICT: violation
  // CHECK-WITNESS: u race certain
  // CHECK-MESSAGES: :[[@LINE+4]]:1: error: data race on shared variable 'u'
  // CHECK-MESSAGES: :[[@LINE+7]]:9: note: iteration i = 2 writes 'u[i][j][k]'
  // CHECK-MESSAGES: :[[@LINE+6]]:22: note: iteration i = 3 reads 'u[i - 1][j][k]'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: no data-sharing attribute of 'u' removes this conflict
#pragma omp parallel for
  for (int i = 2; i <= grid_points[0] - 2; i++)
    for (int j = 1; j <= grid_points[1] - 2; j++)
      for (int k = 1; k < nz - 1; k++)
        u[i][j][k] = u[i - 1][j][k] + rhs[i][j][k];
}
