// One-dimensional arrays subscripted through a local that holds `column + size * row` (`const int index = kk + jj * x; u[index]`): the local is read as its initializer, so the array is split into rows as when the subscript is written out. Only a local that nothing assigns again, whose initializer reads no memory and no variable that changes in its scope (parameters, and the iterators of the loops around it). Found sweeping a public mini-app (a heat-diffusion solver), where every such loop was reported as a possible race.
void copy_rows(int x, int y, const double *restrict e, double *restrict u)
{
  // CHECK-VERDICT: verified
  // CHECK-VARIABLE: u declared=shared required=shared status=ok
#pragma omp parallel for
  for (int jj = 1; jj < y - 1; ++jj)
    for (int kk = 1; kk < x - 1; ++kk) {
      const int index = kk + jj * x;
      u[index] = e[index] * 2.0;
    }
}

void stencil(int x, int y, const double *restrict e, double *restrict u)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int jj = 1; jj < y - 1; ++jj)
    for (int kk = 1; kk < x - 1; ++kk) {
      const int index = kk + jj * x;
      const int below = index - x;
      u[index] = e[index - 1] + e[index + 1] + e[below] + e[index + x];
    }
}

void halo_of_any_depth(int x, int y, int depth, const double *restrict e,
                       double *restrict u)
{
  // CHECK-VERDICT: unknown
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: 'index' may leave a row of 'u' (the model reads it as rows of 'x' cells) [ompfix-unchecked]
#pragma omp parallel for
  for (int jj = depth; jj < y - depth; ++jj)
    for (int kk = depth; kk < x - depth; ++kk) {
      const int index = kk + jj * x;
      u[index] = e[index];
    }
}

void row_above(int x, int y, double *u)
{
  // CHECK-VERDICT: violation
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: data race on shared variable 'u' [ompfix-race]
  // CHECK-MESSAGES: :[[@LINE+6]]:18: note: iteration jj = 2 reads 'u[index - x]'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: no data-sharing attribute of 'u' removes this conflict
#pragma omp parallel for
  for (int jj = 1; jj < y; ++jj)
    for (int kk = 0; kk < x; ++kk) {
      const int index = kk + jj * x;
      u[index] = u[index - x] + 1.0;
    }
}

void assigned_again(int x, int y, const double *restrict e, double *restrict u)
{
  // CHECK-VERDICT: unknown
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: possible data race on shared variable 'u' [ompfix-possible-race]
#pragma omp parallel for
  for (int jj = 1; jj < y - 1; ++jj)
    for (int kk = 1; kk < x - 1; ++kk) {
      int index = kk + jj * x;
      if (e[kk] > 0)
        index = kk;
      u[index] = e[kk];
    }
}
