// ARGS: -std=c++23
// C++23 member operators: a static `operator()` is still called with its object listed first; an explicit object parameter (`this const T &self`) is the callee's parameter 0. Either way `bump(n, 5)` binds x to n, which then changes.
struct StaticBump {
  static void operator()(int &x, int by) { x += by; }
};
struct SelfBump {
  void operator()(this const SelfBump &self, int &x, int by) { x += by; }
};

void after_static(double *a)
{
  int n = 10;
  StaticBump bump;
  bump(n, 5);
  // CHECK-VERDICT: violation
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'a'
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    a[i] = a[i + 12];
}

void after_self(double *a)
{
  int n = 10;
  SelfBump bump;
  bump(n, 5);
  // CHECK-VERDICT: violation
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'a'
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    a[i] = a[i + 12];
}
