// Counters of `int64_t` against a `size_t` count, the casts MSVC's OpenMP asks for (`static_cast<int64_t>(n)`, `(int)v.size()`), keep the value as implicit conversions do: the bounds are exact (faiss: `for (int64_t i = 0; i < static_cast<int64_t>(n); i++)`, issue 37).
#include <cstddef>
#include <cstdint>
#include <vector>

void clear_codes(std::size_t n, float *x)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int64_t i = 0; i < static_cast<int64_t>(n); i++)
    x[i] = 0.0f;
}

void scale(std::vector<double> &v)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < (int)v.size(); i++)
    v[i] *= 2.0;
}

void shift_down(std::size_t n, float *x)
{
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: x race certain
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: data race on shared variable 'x' [ompfix-race]
  // CHECK-MESSAGES: :[[@LINE+4]]:5: note: iteration i = 1 writes 'x[i]'
  // CHECK-MESSAGES: :[[@LINE+3]]:12: note: iteration i = 0 reads 'x[static_cast<int64_t>(i) + 1]'
#pragma omp parallel for
  for (int64_t i = 0; i < static_cast<int64_t>(n) - 1; i++)
    x[i] = x[static_cast<int64_t>(i) + 1];
}
