// std::atomic<T> of a number is a value its operations access atomically, each as `#pragma omp atomic` would: updates by + (`fetch_add`, `+=`, `++`) whose value is unused commute, as a reduction's do; a relaxed update whose old value is used (`order[i] = next.fetch_add(1, std::memory_order_relaxed)`) sees the threads' order. A load, or an update whose value is used, that is not relaxed may see another thread's store and order what came before it (a flag handing a value over): that synchronization is not modelled, so the loop or region is unknown. (Once every member call of std::atomic stopped the loop: "call to 'fetch_add', which may access memory".)
#include <atomic>

std::atomic<int> g_counter(0);

int count_positive(int n, const double *a)
{
  std::atomic<int> count(0);
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    if (a[i] > 0)
      count.fetch_add(1);
  return count.load();
}

long sum_ops(int n, const int *a)
{
  std::atomic<long> total{0};
  // CHECK-VERDICT: verified
  // CHECK-MESSAGES: :[[@LINE+1]]:1: remark: assuming that 'a' and 'g_counter' do not overlap
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    total += a[i];
    ++g_counter;
  }
  return total;
}

void tickets(int n, int *order)
{
  std::atomic<int> next(0);
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: next order
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: the value of 'next' depends on the order in which the threads pass its atomic or critical updates
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    order[i] = next.fetch_add(1, std::memory_order_relaxed);
}

void load_beside_updates(int n, const int *a, int *out)
{
  std::atomic<int> c(0);
  // CHECK-VERDICT: unknown
  // CHECK-REASON: synchronization through std::atomic 'c' (line 51) is not modelled yet
  // CHECK-REASON-KIND: construct
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    c.fetch_add(a[i]);
    out[i] = c.load();
  }
}

// A value handed over through a flag: no race on x, which the model would
// not know.
void handoff(int n, double *out)
{
  std::atomic<int> flag(0);
  double x = 0.0;
  // CHECK-VERDICT: unknown
  // CHECK-REASON-KIND: construct
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: synchronization through std::atomic 'flag'
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    if (i == 0) {
      x = 1.0;
      flag.store(1);
    } else {
      while (flag.load() == 0) {
      }
      out[i] = x;
    }
  }
}

// A plain int beside it is no atomic: its updates race.
void plain_counter(int n, int *hits)
{
  std::atomic<int> safe(0);
  int unsafe = 0;
  // CHECK-VERDICT: fixable
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'unsafe'
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    safe++;
    unsafe++;
  }
  hits[0] = safe;
  hits[1] = unsafe;
}
