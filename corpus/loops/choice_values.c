// A choice between two affine values that an affine condition on
// parameters makes (`c ? x : y`, also inside integer casts) is a parameter
// the context equates with the value the condition chooses, exactly, in a
// declaration, a bound or a subscript. Read as a parameter unrelated to
// the others, `len = (m >= 4) ? m : n` let a race at len = 6, m = n = 1
// be certain, where len is 1 (issue 37, item 2).

void halves_of_a_choice(int n, int m, double *a)
{
  int len = (n >= 0) ? n - 1 : m;
  int half = len / 2;
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int k = 2; k < n - 1; k++)
    a[k - half] = a[k + half + 1] + 1.0;
}

// The distance is 1 only where n > 8: the witness names values the
// program gives.
void near_when_large(int n, double *a)
{
  int d = (n > 8) ? 1 : n + 1;
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: a race certain
  // CHECK-PARAMETERS: choice=1 n=9
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: data race on shared variable 'a'
  // CHECK-MESSAGES: :[[@LINE+4]]:5: note: iteration i = 1 writes 'a[i]'
  // CHECK-MESSAGES: :[[@LINE+3]]:12: note: iteration i = 0 reads 'a[i + d]'
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    a[i] = a[i + d];
}

// A choice in the loop's bound, on a flag: exact for either value.
void bound_on_a_flag(int n, int do_self, double *a, const double *b)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < (do_self ? n - 1 : n); i++)
    a[i] = b[i] + b[i + 1];
}

// Nested choices inside casts: three cases, each a fact about n alone.
void nested_in_casts(int n, double *a)
{
  int w = (int)(long)((n > 4) ? ((n > 16) ? n : n + 1) : 2 * n);
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    a[i + w] = a[i] * 2.0;
}

// A product of parameters the model cannot follow (n * m) beside the
// choice: the conflict the model shows needs len > 4 * |n * m|, which the
// choice never gives; no witness holds, so no race is claimed.
void product_beside_a_choice(int n, int m, double *a)
{
  int len = (m >= 4) ? (m) : (n);
  int half = len / 2;
  // CHECK-VERDICT: unknown
  // CHECK-REASON-KIND: possible-race
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: possible data race on shared variable 'a'
#pragma omp parallel for
  for (int i = 0; i < half; i++)
    a[i - n * m] = a[i + n * m] * 2.0;
}
