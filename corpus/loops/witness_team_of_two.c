// A race needs two threads: where the function sets the team's size from
// its values (`omp_set_num_threads(nt)`, `num_threads(nt)`), the witness
// names a size of two or more, not the smallest value the checks allow
// (nt = 1 would run both iterations on one thread, and nothing races).
#include <omp.h>

void scale_with_team(int n, int nt, double *a)
{
  double t;
  if (nt < 1)
    nt = 1;
  omp_set_num_threads(nt);
  // CHECK-VERDICT: fixable
  // CHECK-WITNESS: t race certain
  // CHECK-PARAMETERS: n=2 nt=2
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 't' [ompfix-missing-private]
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    t = a[i];
    a[i] = 2.0 * t;
  }
}

// The clause's size, likewise.
void shift_with_clause(int n, int threads, double *a)
{
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: a race certain
  // CHECK-PARAMETERS: n=3 threads=2
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'a' [ompfix-race]
#pragma omp parallel for num_threads(threads)
  for (int i = 0; i < n - 1; i++)
    a[i] = a[i + 1];
}

// A size that a sequential loop counts is no value of the function's: the
// witness is the least one.
void shift_per_team_size(int n, double *a)
{
  for (int k = 1; k <= 4; k++) {
    // CHECK-VERDICT: violation
    // CHECK-WITNESS: a race certain
    // CHECK-PARAMETERS: n=3
    // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'a' [ompfix-race]
#pragma omp parallel for num_threads(k)
    for (int i = 0; i < n - 1; i++)
      a[i] = a[i + 1];
  }
}
