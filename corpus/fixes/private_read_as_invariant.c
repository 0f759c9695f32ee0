// A variable the loop reads as a value that cannot change (its bound, a
// subscript, an inner loop's bound) that a clause makes private: every
// thread reads its own copy, which no value enters. The copy needs the
// value (firstprivate), or no clause: shared, read by all.
void bound(double *a, int n)
{
  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: n declared=private required=shared status=wrong
  // CHECK-FIXED: #pragma omp parallel for
  // CHECK-MESSAGES: :[[@LINE+2]]:1: error: private variable 'n' is read before it is written in the iteration
  // CHECK-MESSAGES: :[[@LINE+2]]:23: note: iteration i = 0 reads 'n'
#pragma omp parallel for private(n)
  for (int i = 0; i < n; i++)
    a[i] = 0.0;
}

void subscript(double a[100][100], int n, int k)
{
  int i;
  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: k declared=private required=shared status=wrong
  // CHECK-FIXED: #pragma omp parallel for
  // CHECK-MESSAGES: :[[@LINE+2]]:1: error: private variable 'k' is read before it is written in the iteration
  // CHECK-MESSAGES: :[[@LINE+3]]:10: note: iteration i = 0 reads 'k'
#pragma omp parallel for private(k)
  for (i = 0; i < n; i++)
    a[i][k] = 1.0;
}

void inner_bound(double a[100][100], int n, int m)
{
  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: m declared=private required=shared status=wrong
  // CHECK-FIXED: #pragma omp parallel for
  // CHECK-MESSAGES: :[[@LINE+2]]:1: error: private variable 'm' is read before it is written in the iteration
  // CHECK-MESSAGES: :[[@LINE+3]]:25: note: iteration i = 0 reads 'm'
#pragma omp parallel for private(m)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      a[i][j] = 2.0;
}

void given_the_value(double a[100][100], int n, int k)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for firstprivate(k)
  for (int i = 0; i < n; i++)
    a[i][k] = 1.0;
}
