// A thread's own variable that every thread writes first, unconditionally, holds its own thread's value at each later read, whichever of the later conditional writes (a loop of unknown count, an undecided `if`) the thread ran: no value crosses threads through it. Without such a first write, a thread that skips the conditional one reads what it never wrote: still a possible finding.
#include <omp.h>

double out[64];

void own_first(int n, const int *steps) {
  // CHECK-REGION: verified
#pragma omp parallel
  {
    int me = omp_get_thread_num();
    double a = 0;
    int k = 0;
    while (k < steps[me]) {
      a += k;
      k++;
    }
    if (a > 100)
      a = 100;
    out[me] = a;
  }
}

void conditional_only(const int *flags) {
  // CHECK-REGION: unknown
  // CHECK-REASON-KIND: possible-race
  // CHECK-WITNESS: a flow possible
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: private variable 'a' may carry a value from one thread to another [ompfix-possible-race]
#pragma omp parallel
  {
    int me = omp_get_thread_num();
    double a;
    if (flags[me] > 0)
      a = 1;
    out[me] = a;
  }
}
