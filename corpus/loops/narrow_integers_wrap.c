// Integers narrower than int wrap where the model's affine values would
// not: `(unsigned char)(200 * b + i)` is 200..255, 0..43 for b = 1, cells
// b = 0 writes too, and so is a subscript through `unsigned char k = 200 *
// b`. Both loops were verified. A conversion to a narrow type (but of a
// constant) is no affine value, a narrow variable holds no known value,
// and a loop a narrow iterator counts is counted only between constant
// bounds its type holds (found by a review of issue 37's header counters).
double p[300], r[300];

void cast_subscript(void)
{
  // CHECK-VERDICT: fixable
  // CHECK-WITNESS: p race possible
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: possible data race on shared variable 'p' [ompfix-possible-race]
#pragma omp parallel for
  for (int b = 0; b < 2; b++)
    for (int i = 0; i < 100; i++)
      p[(unsigned char)(200 * b + i)] = 1;
}

void narrow_local(void)
{
  // CHECK-VERDICT: fixable
  // CHECK-WITNESS: p race possible
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: possible data race on shared variable 'p' [ompfix-possible-race]
#pragma omp parallel for
  for (int b = 0; b < 2; b++) {
    unsigned char k = 200 * b;
    for (int i = 0; i < 100; i++)
      p[(unsigned char)(k + i)] = r[0];
  }
}

void narrow_iterator_wraps(void)
{
  // CHECK-VERDICT: fixable
  // CHECK-WITNESS: p race possible
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: possible data race on shared variable 'p' [ompfix-possible-race]
#pragma omp parallel for
  for (int b = 0; b < 2; b++)
    for (unsigned char k = 200 * b; k != (unsigned char)(200 * b + 100); k++)
      p[k] = r[k];
}

void constant_narrowed(void)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < 100; i++)
    p[i + (unsigned char)3] = r[i];
}
