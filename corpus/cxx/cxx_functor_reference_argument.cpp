// A call of a member operator lists its object first: the argument a reference parameter binds is the one after it (`bump(n, 5)` changes n, not bump), so n is no longer the value of its declaration.
struct Bump {
  void operator()(int &x, int by) const { x += by; }
};

void shift_after_bump(double *a)
{
  int n = 10;
  Bump bump;
  bump(n, 5);
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: a race certain
  // CHECK-MESSAGES: :[[@LINE+4]]:1: error: data race on shared variable 'a'
  // CHECK-MESSAGES: :[[@LINE+5]]:5: note: iteration i = 12 writes 'a[i]'
  // CHECK-MESSAGES: :[[@LINE+4]]:12: note: iteration i = 0 reads 'a[i + 12]'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: no data-sharing attribute of 'a' removes this conflict
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    a[i] = a[i + 12];
}

void shift_without_bump(double *a)
{
  int n = 10;
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    a[i] = a[i + 12];
}
