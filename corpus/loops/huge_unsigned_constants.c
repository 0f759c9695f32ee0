// An integer constant no int64_t holds (`0x8000000000000000UL`) is no affine value: the model's integers are 64-bit signed, where it would wrap to -2^63 and make `a[i - 0x8000000000000000UL]` and `a[i - 0x7FFFFFFFFFFFFFFFUL]` look far apart, while they are neighbours (an older wrong verified, found by review). A branch decided by such a constant is undecided, never a certain race.
#define N 1000

void shifted(double *a)
{
  // CHECK-VERDICT: unknown
  // CHECK-WITNESS: a race possible
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: possible data race on shared variable 'a'
#pragma omp parallel for
  for (unsigned long i = 0x8000000000000000UL; i < 0x8000000000000000UL + N; i++)
    a[i - 0x8000000000000000UL] = a[i - 0x7FFFFFFFFFFFFFFFUL] + 1;
}

void never_else(double *a, long n)
{
  // (i < 2^64 - 1 always holds: the else branch never runs and there is
  // no race. The model cannot read the constant, so the condition is
  // undecided: possible, no longer the older certain error.)
  // CHECK-VERDICT: unknown
  // CHECK-WITNESS: a race possible
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: possible data race on shared variable 'a'
#pragma omp parallel for
  for (long i = 0; i < n; i++)
    if (i < 0xFFFFFFFFFFFFFFFFUL)
      a[i] = 1;
    else
      a[0] = i;
}
