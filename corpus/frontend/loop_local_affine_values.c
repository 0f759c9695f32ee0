// Integer variables declared in the loop body with an affine initializer and never written again hold that expression in each iteration: they are no parameters of the function (each iteration gives them a new value), and a subscript through them is affine. Found by the sweep of public code (tiled loops computing i = i1 * 16 + i2 were taken as one cell).
void tiled_increment(double A[128][128])
{
  // CHECK-VERDICT: verified
#pragma omp parallel for collapse(2)
  for (int j1 = 7; j1 >= 0; --j1)
    for (int i1 = 0; i1 < 8; ++i1)
      for (int i2 = 0; i2 < 16; ++i2)
        for (int j2 = 0; j2 < 16; ++j2) {
          int i = i1 * 16 + i2;
          int j = j1 * 16 + j2;
          A[i][j] = A[i][j] + 1;
        }
}

void even_cells(int n, double *a)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    int k = 2 * i;
    a[k] = 1.0;
  }
}

void shift_through_local(int n, double *a)
{
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: a race
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: data race on shared variable 'a'
  // CHECK-MESSAGES: :[[@LINE+5]]:5: note: iteration i = 0 writes 'a[k]'
  // CHECK-MESSAGES: :[[@LINE+4]]:12: note: iteration i = 1 reads 'a[i]'
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    int k = i + 1;
    a[k] = a[i];
  }
}
