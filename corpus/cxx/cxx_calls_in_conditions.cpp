// The calls in the condition of an `if` whose value the model cannot
// decide run before its branches, as a statement's calls do: a function
// of the file is followed there (`if (positive(a, i))`), and a relaxed
// `std::atomic` load is an atomic read (`if (stop.load(relaxed))`). Both
// were "a call to ..., which may access memory" (issue 37's development
// half: a similarity-search library's `interrupt.load(...)` in each
// search loop; issue 38's calls).
#include <atomic>

static bool positive(const double *a, int i) { return a[i] > 0; }

void copy_positive(int n, const double *a, double *b)
{
  // CHECK-VERDICT: verified
  // CHECK-MESSAGES: :[[@LINE+1]]:1: remark: assuming that 'a' and 'b' do not overlap
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    if (positive(a, i))
      b[i] = a[i];
}

void clear_before_positive(int n, double *a)
{
  // CHECK-VERDICT: unknown
  // CHECK-REASON-KIND: possible-race
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: possible data race on shared variable 'a' [ompfix-possible-race]
#pragma omp parallel for
  for (int i = 0; i < n - 1; i++)
    if (positive(a, i + 1))
      a[i] = 0;
}

void search(long n, double *out)
{
  std::atomic<bool> interrupt{false};
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (long q = 0; q < n; q++) {
    if (interrupt.load(std::memory_order_relaxed))
      continue;
    out[q] = 1.0;
  }
}
