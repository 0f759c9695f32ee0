// A lambda called in a loop is its call operator, followed as member functions are: what it captures by reference is the caller's variable itself. What it captures by copy is the value where the lambda was made; a variable that changes after (or an init-capture) is not followed, since the model would read its value where the call is (here k = 1, not the 0 the lambda holds: the loop races on a[i + 1]).

void by_reference(int n, double *a)
{
  auto twice = [&](int i) { a[i] = 2.0 * a[i]; };
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    twice(i);
}

void neighbour(int n, double *a, const double *b)
{
  auto smooth = [&](int i) { a[i + 1] = a[i] + b[i]; };
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: a race certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'a'
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    smooth(i);
}

void copy_changed_after(int n, double *a)
{
  int k = 0;
  auto put = [=](int i) { a[i + k] = 1.0; };
  k = 1;
  // CHECK-VERDICT: unknown
  // CHECK-REASON: its lambda captures 'k' by copy, which may change after
  // CHECK-REASON-KIND: call
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    put(i);
    a[i + 1] = 2.0;
  }
}

void copy_unchanged(int n, int k, double *a)
{
  auto put = [=](int i) { a[i * 2 + k] = 1.0; };
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    put(i);
}
