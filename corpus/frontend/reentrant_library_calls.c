// Library calls that touch only what they are given: `rand_r(&seed)` (and
// erand48, nrand48, jrand48) read and write the state passed, no hidden
// state as rand()'s; a null pointer argument reaches nothing (`time(NULL)`
// writes no variable). The region that gives each thread its seed is
// verified; its loop carries each thread's seed from one iteration to the
// next (the numbers depend on which thread runs which iteration), and one
// seed shared by all iterations races: both possible, since the library
// may write the state (issue 37's development half: the Monte Carlo pi of
// an OpenMP course, "call to 'time', which may write any element of
// 'NULL'").
#include <stdlib.h>
#include <time.h>
#include <omp.h>

#define N 1024

double x[N];

void private_seeds(void)
{
  unsigned seed;
  // CHECK-REGION: verified
#pragma omp parallel private(seed)
  {
    seed = (unsigned)time(NULL) + (unsigned)omp_get_thread_num();
    // CHECK-VERDICT: unknown
    // CHECK-REASON-KIND: possible-race
    // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: private variable 'seed' may carry a value from one iteration to another [ompfix-possible-race]
#pragma omp for
    for (int i = 0; i < N; i++)
      x[i] = rand_r(&seed) / (double)RAND_MAX;
  }
}

void one_seed(void)
{
  unsigned seed = 7;
  // CHECK-VERDICT: unknown
  // CHECK-REASON-KIND: possible-race
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: possible data race on shared variable 'seed' [ompfix-possible-race]
#pragma omp parallel for
  for (int i = 0; i < N; i++)
    x[i] = rand_r(&seed) / (double)RAND_MAX;
}

// The same through a helper of the program's that is given the seed's
// address: its pointer reaches the one seed, as `&seed` does (before, "call
// to 'rand_r', which may write any element of 'seed'": unknown, found in
// the same course's development half).
static unsigned long wide_random(unsigned *state)
{
  unsigned long r = (unsigned long)rand_r(state);
  return (r << 31) | (unsigned long)rand_r(state);
}

void private_seeds_through_helper(void)
{
  unsigned seed;
  // CHECK-REGION: verified
#pragma omp parallel private(seed)
  {
    seed = (unsigned)omp_get_thread_num();
    // CHECK-VERDICT: unknown
    // CHECK-REASON-KIND: possible-race
    // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: private variable 'seed' may carry a value from one iteration to another [ompfix-possible-race]
#pragma omp for
    for (int i = 0; i < N; i++)
      x[i] = wide_random(&seed) / 4.0;
  }
}

void one_seed_through_helper(void)
{
  unsigned seed = 7;
  // CHECK-VERDICT: unknown
  // CHECK-REASON-KIND: possible-race
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: possible data race on shared variable 'seed' [ompfix-possible-race]
#pragma omp parallel for
  for (int i = 0; i < N; i++)
    x[i] = wide_random(&seed) / 4.0;
}
