// Two tile spellings. A tile size held in a local (`const int T = 32;`, no
// constant expression in C) is the constant it surely holds, so
// `ty * T + y` is affine. An inner loop whose condition joins tests of its
// iterator with `&&` (`i < t + T && i < n`) runs while all hold: each is a
// bound of the iterator.

void tiles_of_constant_size(double *restrict a, int nt)
{
  const int T = 32;
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int ty = 0; ty < nt; ty++)
    for (int y = 0; y < T; y++)
      a[ty * T + y] = 1.0;
}

void tiles_over_the_index(double *restrict a, const double *restrict b, int n,
                          int T)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int t = 0; t < n; t += T)
    for (int i = t; i < t + T && i < n; i++)
      a[i] = 2.0 * b[i];
}

// One cell too many per tile: tile t and tile t + T both write a[t + T].
void tiles_that_overlap(double *restrict a, int n)
{
  const int T = 16;
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: a race certain
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: data race on shared variable 'a'
  // CHECK-MESSAGES: :[[@LINE+5]]:7: note: iteration t = 0 writes 'a[i]'
  // CHECK-MESSAGES: :[[@LINE+4]]:7: note: iteration t = 16 writes 'a[i]'
#pragma omp parallel for
  for (int t = 0; t < n; t += T)
    for (int i = t; i <= t + T && i < n; i++)
      a[i] = 0.0;
}
