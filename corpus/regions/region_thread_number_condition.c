// Conditions on the thread number other than `tid == c`: the code they guard is run by some threads and not by others, which the model cannot decide; what it does is over-approximated (a race through it is possible, not certain), and a directive under such a condition, or a loop reading a thread's copy that such code wrote, stays unknown.
#include <omp.h>
#include <stdio.h>

void first_two(double *x)
{
  // CHECK-REGION: unknown
  // CHECK-REASON: only what the model over-approximates shows a conflict on 'x' (a subscript that is not affine, a condition it cannot decide, a value it cannot compute exactly): a race is possible, not certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: possible data race on shared variable 'x' between the threads of the parallel region [ompfix-possible-race]
#pragma omp parallel
  {
    int tid = omp_get_thread_num();
    if (tid < 2)
      x[0] = 1.0;
  }
}

void parity(int n, double *a)
{
  // CHECK-REGION: verified
#pragma omp parallel
  {
    int tid = omp_get_thread_num();
    if (tid % 2)
      printf("thread %d is odd\n", tid);
    else
      printf("thread %d is even\n", tid);
    // CHECK-VERDICT: verified
#pragma omp for
    for (int i = 0; i < n; i++)
      a[i] = 2.0 * i;
  }
}

void around_a_directive(int n, double *a, double *s)
{
  // CHECK-REGION: unknown
  // CHECK-REASON: a condition on the thread number (line 43) around a directive in the parallel region is not modelled yet
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this parallel region: a condition on the thread number (line 43) around a directive
#pragma omp parallel
  {
    int tid = omp_get_thread_num();
    if (tid > 0) {
#pragma omp atomic
      s[0] += 1.0;
    }
    // CHECK-VERDICT: unknown
    // CHECK-REASON: a condition on the thread number (line 43) around a directive in the parallel region is not modelled yet
    // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: a condition on the thread number (line 43)
#pragma omp for
    for (int i = 0; i < n; i++)
      a[i] = 2.0 * i;
  }
}

// Each thread's v holds 1 or 2 by its number: the loop's results depend on
// which thread runs which iteration.
void thread_varying_copy(int n, double *a)
{
  // CHECK-REGION: verified
#pragma omp parallel
  {
    double v;
    if (omp_get_thread_num() % 2)
      v = 1.0;
    else
      v = 2.0;
    // CHECK-VERDICT: unknown
    // CHECK-REASON: 'v' is private to each thread of the parallel region, and code that not every thread runs writes it (line 65)
    // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: 'v' is private to each thread of the parallel region
#pragma omp for
    for (int i = 0; i < n; i++)
      a[i] = v * i;
  }
}

// The loop writes v before reading it in each iteration: what the condition
// left in it does not matter.
void thread_varying_copy_overwritten(int n, double *a)
{
  // CHECK-REGION: verified
#pragma omp parallel
  {
    double v;
    if (omp_get_thread_num() % 2)
      v = 1.0;
    else
      v = 2.0;
    // CHECK-VERDICT: verified
#pragma omp for
    for (int i = 0; i < n; i++) {
      v = 3.0 * i;
      a[i] = v;
    }
  }
}
