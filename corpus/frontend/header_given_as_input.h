// A header given to ompfix as its input: its loop directives are checked like those of a source file.
#ifndef HEADER_GIVEN_AS_INPUT_H
#define HEADER_GIVEN_AS_INPUT_H

static inline void shift_left(int n, double *a)
{
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: a race
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: data race on shared variable 'a'
  // CHECK-MESSAGES: :[[@LINE+4]]:5: note: iteration i = 1 writes 'a[i]'
  // CHECK-MESSAGES: :[[@LINE+3]]:12: note: iteration i = 0 reads 'a[i + 1]'
#pragma omp parallel for
  for (int i = 0; i < n - 1; i++)
    a[i] = a[i + 1];
}

#endif
