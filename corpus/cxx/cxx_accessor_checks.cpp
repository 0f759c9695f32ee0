// An accessor that checks its argument before it returns the reference (`assert`, a `throw`, libstdc++'s constant-evaluation checks) names the cell it returns, as one of a `return` alone does: the checks read what they test, and the verdict assumes none fails (an error path).
#include <cassert>
#include <stdexcept>

struct Grid {
  double *v;
  int n;
  double &at(int i) {
    assert(i >= 0 && i < n);
    return v[i];
  }
  double &checked(int i) {
    if (i >= n)
      throw std::out_of_range("i");
    return v[i];
  }
};

void scale(Grid &g, int m) {
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < m; i++)
    g.at(i) = 2 * g.at(i);
}

void shift(Grid &g, int m) {
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: g.v race certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'g.v'
#pragma omp parallel for
  for (int i = 0; i < m - 1; i++)
    g.checked(i) = g.checked(i + 1);
}
