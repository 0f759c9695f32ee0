// A scalar that code before the loop assigns under a condition on
// parameters holds the value that condition chooses: `len` is n - 1 where
// n >= 0 and m elsewhere. The context says so, and no iteration's write
// `a[k - half]` meets another's read `a[k + half + 1]` (their distance is
// 2 * half + 1, about n, and the loop runs fewer than n - 3 iterations).
// Read as a free parameter, `len = 4` at n = 5 gave a race whose witness
// does not hold in the program.
void shifted_halves(int n, int m, double *a)
{
  int len = m;
  if (n >= 0)
    len = n - 1;
  int half = len / 2;
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int k = 2; k < n - 1; k++)
    a[k - half] = a[k + half + 1] + 1.0;
}

// The same choice making a real race: where n > 8 the distance is 1, and
// the witness names the values the program gives (d = 1 needs n > 8).
void near_when_large(int n, double *a)
{
  int d = n;
  if (n > 8)
    d = 1;
  else
    d = n + 1;
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: a race certain
  // CHECK-PARAMETERS: d=1 n=9
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: data race on shared variable 'a'
  // CHECK-MESSAGES: :[[@LINE+4]]:5: note: iteration i = 1 writes 'a[i]'
  // CHECK-MESSAGES: :[[@LINE+3]]:12: note: iteration i = 0 reads 'a[i + d]'
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    a[i] = a[i + d];
}

// Nested choices: three cases, each a fact about n alone.
void three_cases(int n, double *a)
{
  int w = 2 * n;
  if (n > 4) {
    if (n > 16)
      w = n;
    else
      w = n + 1;
  }
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    a[i + w] = a[i] * 2.0;
}
