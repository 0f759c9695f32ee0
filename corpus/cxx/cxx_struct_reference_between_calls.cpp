// A struct parameter by reference names the caller's object, which a call the file cannot see may change (the caller may have passed a global), as a pointer parameter's struct: `b.n` read after `ext()` is another value than before. Once `b.n - m` was 0 across the call, and a loop that races when b.n changes was verified.
struct Buf {
  int n;
  double *data;
};

void ext();

void across_call(Buf &b, double *out)
{
  int m = b.n;
  ext();
  // CHECK-VERDICT: unknown
  // CHECK-REASON-KIND: possible-race
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: possible data race on shared variable 'out'
#pragma omp parallel for
  for (int i = 0; i < m; i++)
    out[i] = out[i + b.n - m] + 1.0;
}

void no_call_between(Buf &b, double *out)
{
  int m = b.n;
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < m; i++)
    out[i] = out[i + b.n - m] + 1.0;
  ext();
}
