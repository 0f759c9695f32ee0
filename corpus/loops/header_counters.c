// A loop that counts several variables in step (`for (int k = 64 * b,
// i = 0; i < n[b]; ++i, ++k)`): the one its condition tests is the
// iterator, the others hold their first value plus their step times the
// iterations before, so `r[k]` is `r[64 * b + i]`; variables the header
// only sets (`e = m`) are set once, before the loop. Such loops inside a
// loop directive were "a for loop that is not of the form ..." (issue 37's
// development half: a molecular-dynamics proxy app's `for (int iOff =
// MAXATOMS * iBox, ii = 0; ii < nAtoms[iBox]; ++ii, ++iOff)`).
#define MAXATOMS 64
#define NBOX 128

double r[NBOX * MAXATOMS], p[NBOX * MAXATOMS];

void scale(int n)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int b = 0; b < NBOX; b++)
    for (int k = MAXATOMS * b, i = 0; i < MAXATOMS; ++i, ++k)
      p[k] = 2.0 * r[k];
}

void scale_down(void)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int b = 0; b < NBOX; b++) {
    int k;
    int i;
    for (i = MAXATOMS - 1, k = MAXATOMS * b + MAXATOMS - 1; i >= 0; i--, k--)
      p[k] = r[k] * 0.5;
  }
}

void set_once(int m)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int b = 0; b < NBOX; b++)
    for (int i = 0, e = m < MAXATOMS ? m : MAXATOMS; i < e; ++i)
      p[MAXATOMS * b + i] = r[MAXATOMS * b + i];
}

void overlapping(void)
{
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: p race certain
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: data race on shared variable 'p' [ompfix-race]
  // CHECK-MESSAGES: :[[@LINE+5]]:7: note: iteration b = 0 writes 'p[k]'
  // CHECK-MESSAGES: :[[@LINE+4]]:7: note: iteration b = 1 writes 'p[k]'
#pragma omp parallel for
  for (int b = 0; b < NBOX - 1; b++)
    for (int k = MAXATOMS * b, i = 0; i <= MAXATOMS; ++i, ++k)
      p[k] = r[k];
}

void shared_companion(void)
{
  int k, i;
  // CHECK-VERDICT: fixable
  // CHECK-WITNESS: k race certain
  // CHECK-MESSAGES: :[[@LINE+2]]:1: error: data race on shared variable 'k' [ompfix-missing-private]
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'i' [ompfix-missing-private]
#pragma omp parallel for
  for (int b = 0; b < NBOX; b++)
    for (k = MAXATOMS * b, i = 0; i < MAXATOMS; ++i, ++k)
      p[k] = r[k];
}
