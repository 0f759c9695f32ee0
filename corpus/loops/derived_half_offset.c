// A size computed by a division of a value read at run time (`half = len / 2`,
// len possibly negative): the loop's bound and the subscript read the same
// half, whatever the sign of len. The first loop reads the upper half and
// writes the lower one, which never meet; the second reads one cell lower,
// where iteration i + 1 writes (len = 4: half = 2).
#include <stdlib.h>

void halves(int argc, char **argv, double *a)
{
  int len = 1000;
  if (argc > 1)
    len = atoi(argv[1]);
  int half = len / 2;
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < half; i++)
    a[i] = a[i + half] * 2.0;

  // CHECK-VERDICT: violation
  // CHECK-WITNESS: a race
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: data race on shared variable 'a'
  // CHECK-MESSAGES: :[[@LINE+4]]:5: note: iteration i = 1 writes 'a[i]'
  // CHECK-MESSAGES: :[[@LINE+3]]:12: note: iteration i = 0 reads 'a[i + half - 1]'
#pragma omp parallel for
  for (int i = 0; i < half; i++)
    a[i] = a[i + half - 1] * 2.0;
}
