// A subscript through an index array (`x[index[i]]`) may name one cell in two iterations: the race is possible, not certain (JSON "may": true); a race that exact accesses show stays certain.
void scatter(double *x, const int *index, double *y, int n)
{
  // CHECK-VERDICT: unknown
  // CHECK-WITNESS: x race possible
  // CHECK-MESSAGES: :[[@LINE+4]]:1: warning: possible data race on shared variable 'x'
  // CHECK-MESSAGES: :[[@LINE+5]]:5: note: iteration i = 0 writes 'x[index[i]]'
  // CHECK-MESSAGES: :[[@LINE+4]]:5: note: iteration i = 1 writes 'x[index[i]]'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: no data-sharing attribute of 'x' removes this conflict
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    x[index[i]] = y[i];

  // CHECK-VERDICT: violation
  // CHECK-WITNESS: y race certain
  // CHECK-MESSAGES: :[[@LINE+4]]:1: error: data race on shared variable 'y'
  // CHECK-MESSAGES: :[[@LINE+5]]:5: note: iteration i = 0 writes 'y[i + 1]'
  // CHECK-MESSAGES: :[[@LINE+4]]:16: note: iteration i = 1 reads 'y[i]'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: no data-sharing attribute of 'y' removes this conflict
#pragma omp parallel for
  for (int i = 0; i < n - 1; i++)
    y[i + 1] = y[i] + x[index[i]];
}
