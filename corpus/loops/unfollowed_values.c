// A value the model does not follow, what a call it cannot see leaves in a variable (`MPI_Bcast(&offset, ...)` after the program checked `offset >= 0`), may take any value in the model: sound, but a conflict the model shows only at some of its values may never happen. ParRes' nstream was a certain race at offset = -3, a value its own checks exclude (fourteenth sweep). Such a conflict is certain only where it holds whatever the value is, wherever its two instances run; else it is possible. Values read from the program's input (`atoi`, `scanf`) are inputs: any value may come.
#include <stdio.h>
#include <stdlib.h>

void get_value(long *p);
long compute(long m);
extern long shift;
void prepare(void);

// b overlaps a only where the offset is negative.
void shifted_by_unseen(double *a, long length, long offset)
{
  get_value(&offset);
  double *b = a + length + offset;
  // CHECK-VERDICT: unknown
  // CHECK-WITNESS: a race possible
  // CHECK-MESSAGES: :[[@LINE+3]]:1: warning: possible data race on shared variable 'a' [ompfix-possible-race]
  // CHECK-MESSAGES: :[[@LINE+4]]:5: note: iteration j = 0 writes 'a[j]'
  // CHECK-MESSAGES: :[[@LINE+3]]:13: note: iteration j = 1 reads 'b[j]'
#pragma omp parallel for
  for (long j = 0; j < length; j++)
    a[j] += b[j];
}

// Any two iterations that run update the sum: certain, whatever count the
// call leaves.
double count_unseen(const double *a)
{
  long n;
  double sum = 0;
  get_value(&n);
  // CHECK-VERDICT: fixable
  // CHECK-WITNESS: sum race certain
  // CHECK-MESSAGES: :[[@LINE+2]]:1: error: data race on shared variable 'sum' [ompfix-missing-reduction]
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 'sum' needs 'reduction(+: sum)'
#pragma omp parallel for
  for (long i = 0; i < n; i++)
    sum += a[i];
  return sum;
}

void read_shift(double *a)
{
  int k;
  if (scanf("%d", &k) != 1)
    return;
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: a race certain
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: data race on shared variable 'a' [ompfix-race]
  // CHECK-MESSAGES: :[[@LINE+4]]:5: note: iteration i = 1 writes 'a[i]'
  // CHECK-MESSAGES: :[[@LINE+3]]:12: note: iteration i = 0 reads 'a[i + k]'
#pragma omp parallel for
  for (int i = 0; i < 10; i++)
    a[i] = a[i + k];
}

void shift_from_argument(double *a, char **argv)
{
  long k = atol(argv[1]);
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: a race certain
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: data race on shared variable 'a' [ompfix-race]
  // CHECK-MESSAGES: :[[@LINE+4]]:5: note: iteration i = 1 writes 'a[i]'
  // CHECK-MESSAGES: :[[@LINE+3]]:12: note: iteration i = 0 reads 'a[i + k]'
#pragma omp parallel for
  for (int i = 0; i < 10; i++)
    a[i] = a[i + k];
}

void computed_shift(double *a, long m)
{
  long k = compute(m);
  // CHECK-VERDICT: unknown
  // CHECK-WITNESS: a race possible
  // CHECK-MESSAGES: :[[@LINE+3]]:1: warning: possible data race on shared variable 'a' [ompfix-possible-race]
  // CHECK-MESSAGES: :[[@LINE+4]]:5: note: iteration i = 1 writes 'a[i]'
  // CHECK-MESSAGES: :[[@LINE+3]]:12: note: iteration i = 0 reads 'a[i + k]'
#pragma omp parallel for
  for (int i = 0; i < 10; i++)
    a[i] = a[i + k];
}

void global_after_call(double *a)
{
  prepare();
  // CHECK-VERDICT: unknown
  // CHECK-WITNESS: a race possible
  // CHECK-MESSAGES: :[[@LINE+3]]:1: warning: possible data race on shared variable 'a' [ompfix-possible-race]
  // CHECK-MESSAGES: :[[@LINE+4]]:5: note: iteration i = 1 writes 'a[i]'
  // CHECK-MESSAGES: :[[@LINE+3]]:12: note: iteration i = 0 reads 'a[i + shift]'
#pragma omp parallel for
  for (int i = 0; i < 10; i++)
    a[i] = a[i + shift];
}

// half is tied to len: both unfollowed.
void half_of_unseen(double *a)
{
  long len;
  get_value(&len);
  long half = len / 2;
  // CHECK-VERDICT: unknown
  // CHECK-WITNESS: a race possible
  // CHECK-MESSAGES: :[[@LINE+3]]:1: warning: possible data race on shared variable 'a' [ompfix-possible-race]
  // CHECK-MESSAGES: :[[@LINE+4]]:5: note: iteration i = 1 writes 'a[i]'
  // CHECK-MESSAGES: :[[@LINE+3]]:12: note: iteration i = 0 reads 'a[i + half]'
#pragma omp parallel for
  for (int i = 0; i < 10; i++)
    a[i] = a[i + half];
}
