// <cmath>'s float and long double overloads call Clang's builtins (std::sqrt(float) is __builtin_sqrtf): pure like the functions of the same names (a sweep of public offload tests had simd loops unknown for them, "call to '__builtin_sinf', which may access memory"). Functions that write through a pointer (std::modf) are not pure: they may write what they are given, here a shared scalar every iteration passes (a possible race).
#include <cmath>

void roots(int n, const float *x, float *y)
{
  // CHECK-VERDICT: verified
#pragma omp simd
  for (int i = 0; i < n; i++)
    y[i] = std::sqrt(x[i]) + std::sin(x[i]) * std::exp(-x[i]);
}

void roots_long(int n, const long double *x, long double *y)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    y[i] = std::cbrt(x[i]) + __builtin_fabsl(x[i]);
}

void fractions(int n, const double *x, double *y)
{
  double whole;
  // CHECK-VERDICT: unknown
  // CHECK-REASON-KIND: possible-race
  // CHECK-WITNESS: whole race possible
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: possible data race on shared variable 'whole' [ompfix-possible-race]
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    y[i] = std::modf(x[i], &whole);
}
