// A reduction list item that names part of an array reduces only those
// cells; the loop's updates of the others are accesses of the shared array.
// The first loop reduces one cell of row k and updates the whole row; the
// second reduces c[0..1] and updates c[0..3]: both race on the other cells,
// and the clause needs the section the loop updates. The third names the
// cells it updates.
void row(double c[10][10], const double *a, int n, int k)
{
  int i;
  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: c declared=reduction(+) required=reduction(+) status=wrong
  // CHECK-FIXED: #pragma omp parallel for reduction(+: c[k:1][0:10])
  // CHECK-MESSAGES: :[[@LINE+4]]:1: error: 'c' is not only updated by one reduction operator in the loop
  // CHECK-MESSAGES: :[[@LINE+6]]:7: note: iteration i = 0 writes 'c[k][j]'
  // CHECK-MESSAGES: :[[@LINE+5]]:7: note: iteration i = 1 reads 'c[k][j]'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 'c' needs 'reduction(+: c[k:1][0:10])'
#pragma omp parallel for reduction(+: c[k][0])
  for (i = 0; i < n; i++)
    for (int j = 0; j < 10; j++)
      c[k][j] += a[i];
}

void buckets(double *c, const double *a, int n)
{
  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: c declared=reduction(+) required=reduction(+) status=wrong
  // CHECK-MESSAGES: :[[@LINE+4]]:1: error: 'c' is not only updated by one reduction operator in the loop
  // CHECK-MESSAGES: :[[@LINE+5]]:5: note: iteration i = 2 writes 'c[i % 4]'
  // CHECK-MESSAGES: :[[@LINE+4]]:5: note: iteration i = 6 reads 'c[i % 4]'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 'c' needs 'reduction(+: c[0:n >= 4 ? 4 : n])'
#pragma omp parallel for reduction(+: c[0:2])
  for (int i = 0; i < n; i++)
    c[i % 4] += a[i];
}

void named_cells(double *c, const double *a, int n)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for reduction(+: c[0:4])
  for (int i = 0; i < n; i++)
    c[i % 4] += a[i];
}
