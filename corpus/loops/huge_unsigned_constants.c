// An integer constant no int64_t holds (`0x8000000000000000UL`) is no affine value: the model's integers are 64-bit signed, where it would wrap to -2^63 and make `a[i - 0x8000000000000000UL]` and `a[i - 0x7FFFFFFFFFFFFFFFUL]` look far apart, while they are neighbours (an older wrong verified, found by review).
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
