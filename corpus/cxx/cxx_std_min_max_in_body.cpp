// `std::min(a, b)` and `std::max(a, b)` in a loop's body read their two arguments, bound to const references, and touch nothing else: no call the model cannot follow (SmileiPIC's `std::min` of two cells was "call to 'min', which may access memory (it returns a value that is no number)", issue 37). The cells are read where they are bound: `std::min(x[i + 1], 1.0)` reads what the next iteration writes.
#include <algorithm>

void clamp_values(int n, double *x, const double *y, double hi)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    x[i] = std::min(y[i], hi) + std::max(x[i], 0.0);
}

void shift_clamped(int n, double *x)
{
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: x race certain
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: data race on shared variable 'x' [ompfix-race]
  // CHECK-MESSAGES: :[[@LINE+4]]:5: note: iteration i = 1 writes 'x[i]'
  // CHECK-MESSAGES: :[[@LINE+3]]:21: note: iteration i = 0 reads 'x[i + 1]'
#pragma omp parallel for
  for (int i = 0; i < n - 1; i++)
    x[i] = std::min(x[i + 1], 1.0);
}
