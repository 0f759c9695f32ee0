// A loop of a count the model cannot write (`while`, `for (s = 1; s < m;
// s *= 2)`) inside a loop directive or a region runs some number of
// iterations in each iteration or thread around it, not the same number
// in all: its code runs at some of its iterations only, and what it does
// is possible, never certain (a fix proved whatever runs stays `fixable`). Only iteration 0 of `only_first` runs the
// while loop's body (k starts at i): its write of a[0] was a certain race
// between iterations 0 and 1. A loop holding a worksharing construct or a
// barrier runs alike in every thread of the team (OpenMP requires it), and
// its findings stay certain. A `for` of such a count in a loop directive's
// body was "a for loop that is not of the form ...".
#include <omp.h>

#define N 256

double a[N], b[N];

void only_first(int n)
{
  // CHECK-VERDICT: fixable
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: possible data race on shared variable 'a' [ompfix-possible-race]
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    int k = i;
    while (k < 1) {
      a[0] = 1;
      k++;
    }
  }
}

void doubling(int m)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < N; i++)
    for (int s = 1; s < m; s *= 2)
      a[i] += b[i] * s;
}

void doubling_shared(int m)
{
  // CHECK-VERDICT: fixable
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: possible data race on shared variable 'a' [ompfix-possible-race]
#pragma omp parallel for
  for (int i = 0; i < N; i++)
    for (int s = 1; s < m; s *= 2)
      a[0] += b[i] * s;
}

void sweeps(int steps)
{
  // CHECK-REGION: verified
#pragma omp parallel
  {
    int it = 0;
    while (it < steps) {
      // CHECK-VERDICT: verified
#pragma omp for
      for (int i = 0; i < N; i++)
        b[i] = a[i];
      // CHECK-VERDICT: verified
#pragma omp for
      for (int i = 1; i < N - 1; i++)
        a[i] = (b[i - 1] + b[i + 1]) / 2;
      it++;
    }
  }
}

void sweeps_nowait(int steps)
{
  // CHECK-REGION: violation
  // CHECK-WITNESS: b race certain
  // CHECK-MESSAGES: :[[@LINE+2]]:1: error: data race on shared variable 'a' between the threads of the parallel region [ompfix-race]
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'b' between the threads of the parallel region [ompfix-race]
#pragma omp parallel
  {
    int it = 0;
    while (it < steps) {
      // CHECK-VERDICT: verified
#pragma omp for nowait
      for (int i = 0; i < N; i++)
        b[i] = a[i];
      // CHECK-VERDICT: verified
#pragma omp for
      for (int i = 1; i < N - 1; i++)
        a[i] = (b[i - 1] + b[i + 1]) / 2;
      it++;
    }
  }
}

// A barrier under a condition, or one a jump may skip, may not run: the
// loop around it may run another number of iterations in each thread
// (only thread 0 runs this one's body).
void barrier_under_condition(int flag)
{
  // CHECK-REGION: unknown
  // CHECK-REASON-KIND: possible-race
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: possible data race on shared variable 'a' between the threads of the parallel region [ompfix-possible-race]
#pragma omp parallel
  {
    int k = omp_get_thread_num();
    while (k < 1) {
      a[0] = 1;
      k++;
      if (flag) {
#pragma omp barrier
      }
    }
  }
}
