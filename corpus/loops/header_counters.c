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

// Not companions: a part of the initialisation that reads a variable the
// header sets (`k = i` sees i's new value, 0), a variable a loop around
// counts (k, stepped by both headers), one narrower than int (200 * b
// wraps in an unsigned char). Each was verified, or a certain race.
void init_reads_iterator(void)
{
  // CHECK-VERDICT: fixable
  // CHECK-WITNESS: p race possible
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: possible data race on shared variable 'p' [ompfix-possible-race]
#pragma omp parallel for
  for (int b = 0; b < 4; b++) {
    int i = 64 * b, k;
    for (i = 0, k = i; i < 64; i++, k++)
      p[k] = r[k] + b;
  }
}

void outer_iterator(void)
{
  // CHECK-VERDICT: unknown
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: the iterator 'k' is assigned in its loop's body [ompfix-unchecked]
#pragma omp parallel for
  for (int b = 0; b < 2; b++)
    for (int k = 0; k < 10; k += 5)
      for (int i = 0; i < 3; i++, k++)
        p[k + 8 * b] = 1.0;
}

void narrow_companion(void)
{
  // CHECK-VERDICT: fixable
  // CHECK-WITNESS: p race possible
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: possible data race on shared variable 'p' [ompfix-possible-race]
#pragma omp parallel for
  for (int b = 0; b < 2; b++)
    for (unsigned char k = 200 * b, i = 0; i < 100; i++, k++)
      p[k] = r[k] + b;
}

// A narrow iterator between constant bounds its type holds never wraps.
void narrow_iterator(void)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int b = 0; b < 2; b++)
    for (unsigned char c = 0; c < 100; c++)
      p[b * 100 + c] = 1.0;
}
