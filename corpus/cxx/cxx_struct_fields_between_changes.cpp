// A local struct given by reference to a function the file cannot see (`init(b, n)`), or whose member function it cannot see is called (`b.refill()`), may get new field values there, and nowhere else: between two such statements its fields keep their values, so `b.data` is one array from one change to the next (as a field path through a pointer is between calls, fields_between_calls.c). Inside a statement that may change it, it is not.
struct Buf {
  int n;
  double *data;
  void refill();
};

void init(Buf &b, int n);

void phases(int n, double *out)
{
  Buf b;
  init(b, n);
  // CHECK-VERDICT: verified
  // CHECK-MESSAGES: :[[@LINE+1]]:1: remark: assuming that 'out' and 'b.data' do not overlap
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    out[i] = b.data[i];

  b.refill();
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: b.data race certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'b.data'
#pragma omp parallel for
  for (int i = 0; i < n - 1; i++)
    b.data[i + 1] = b.data[i];

  // CHECK-VERDICT: unknown
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    out[i] = b.data[i];
    init(b, i);
  }
}

// A lambda that captures the struct by reference may change it wherever it
// is called.
void through_lambda(int n, double *out)
{
  Buf b;
  init(b, n);
  auto reload = [&] { init(b, 2 * n); };
  // CHECK-VERDICT: unknown
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    out[i] = b.data[i];
  reload();
}
