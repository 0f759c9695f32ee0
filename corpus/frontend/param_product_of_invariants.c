// A product of values the function cannot change (`nx * ny * nz`, also spelt through a macro) is a parameter of its own: a loop over a flattened grid is checked exactly, and a race in it is found; a product with the loop's iterator is no parameter: its access may reach any cell (a possible race).
int nx, ny, nz;
#define cells nx * ny * nz

void scale(double *restrict a, const double *restrict b, double s)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int ind = 0; ind < nx * ny * nz; ind++)
    a[ind] = s * b[ind];

  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (unsigned int ind = 0; ind < cells; ind++)
    a[ind] += b[ind];
}

void shift(double *a)
{
  // Each iteration reads the cell that the next one writes.
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: a race certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'a'
#pragma omp parallel for
  for (int ind = 0; ind < nx * ny * nz - 1; ind++)
    a[ind] = a[ind + 1];
}

void squares(double *a, int n)
{
  // CHECK-VERDICT: unknown
  // CHECK-WITNESS: a race possible
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: possible data race on shared variable 'a'
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    a[i * i] = 0.0;
}
