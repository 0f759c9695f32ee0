// C++ bounds that the loop's body changes: a field of the object a member function runs on, an atomic counter, a vector's size. Each thread reads them where the loop starts; writes of other memory leave the loop verified.
#include <atomic>
#include <vector>

struct Queue {
  int n;
  double *b;
  void fill() {
    // CHECK-VERDICT: violation
    // CHECK-WITNESS: n race certain
    // CHECK-MESSAGES: :[[@LINE+5]]:1: error: data race on shared variable 'n'
    // CHECK-MESSAGES: :[[@LINE+7]]:9: note: iteration i = 0 writes 'n'
    // CHECK-MESSAGES: :[[@LINE+4]]:25: note: iteration i = 1 reads 'n'
    // CHECK-MESSAGES: :[[@LINE+2]]:1: note: no data-sharing attribute of 'n' removes this conflict
    // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 'n' is a field, which no clause can name
#pragma omp parallel for
    for (int i = 0; i < n; i++) {
      if (i == 0)
        n++;
      b[i] = 1.0;
    }
  }
  void clear() {
    // CHECK-VERDICT: verified
#pragma omp parallel for
    for (int i = 0; i < n; i++)
      b[i] = 0.0;
  }
};

struct Counter {
  std::atomic<int> n;
};

void atomic_bound(Counter &c, double *b)
{
  // CHECK-VERDICT: unknown
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: the loop's code may change 'c.n', whose member function its bounds call
#pragma omp parallel for
  for (int i = 0; i < c.n.load(std::memory_order_relaxed); i++) {
    if (i == 0)
      c.n.fetch_add(1, std::memory_order_relaxed);
    b[i] = 1.0;
  }
}

void vector_elements(std::vector<double> &v)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < (int)v.size(); i++)
    v[i] = 2.0 * i;
}

void vector_grows(std::vector<double> &v)
{
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: v race certain
  // CHECK-MESSAGES: :[[@LINE+4]]:1: error: data race on shared variable 'v'
  // CHECK-MESSAGES: :[[@LINE+6]]:7: note: iteration i = 0 writes 'v.push_back(1.0)'
  // CHECK-MESSAGES: :[[@LINE+3]]:28: note: iteration i = 1 reads 'v.size()'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: no data-sharing attribute of 'v' removes this conflict
#pragma omp parallel for
  for (int i = 0; i < (int)v.size(); i++)
    if (i == 0)
      v.push_back(1.0);
}
