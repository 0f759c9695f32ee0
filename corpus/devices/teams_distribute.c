// A 'teams' construct whose block is one 'distribute' loop spreads its iterations over the teams of the league, which run side by side with no barrier: the loop is checked like a worksharing loop. Declarations before it that every team makes alike (no team number, nothing the construct writes) give each team what the sequential code computes once; other code in the block (every team runs it) and the teams' own data-sharing clauses are not modelled yet.
#include <omp.h>
void saxpy(int n, float a, const float *restrict x, float *restrict y)
{
#pragma omp target map(to: x[0:n]) map(tofrom: y[0:n])
#pragma omp teams
  {
    // CHECK-VERDICT: verified
#pragma omp distribute parallel for
    for (int i = 0; i < n; i++)
      y[i] = a * x[i] + y[i];
  }
}

void prefix_across_teams(int n, float *restrict y)
{
#pragma omp target teams map(tofrom: y[0:n])
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: y race certain
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: data race on shared variable 'y'
  // CHECK-MESSAGES: :[[@LINE+4]]:5: note: iteration i = 1 writes 'y[i]'
  // CHECK-MESSAGES: :[[@LINE+3]]:19: note: iteration i = 2 reads 'y[i - 1]'
#pragma omp distribute
  for (int i = 1; i < n; i++)
    y[i] = y[i] + y[i - 1];
}

// A declaration every team makes alike before the loop: each team's copy
// holds what the sequential code computes once.
void setup_beside_the_loop(int n, float *restrict y)
{
#pragma omp target teams map(tofrom: y[0:n])
  {
    float scale = 2.0f;
    int half = n / omp_get_num_teams();
    // CHECK-VERDICT: verified
#pragma omp distribute parallel for
    for (int i = 0; i < n; i++)
      y[i] = scale * y[i] + (i < half);
  }
}

// Code beside the loop makes the teams block a region whose threads are
// the league's teams: each team has its own number, as each thread of a
// parallel region has (the loop's iterations read their team's).
void team_number_beside_the_loop(int n, float *restrict y)
{
  // CHECK-REGION: verified
#pragma omp target teams map(tofrom: y[0:n])
  {
    int team = omp_get_team_num();
    // CHECK-VERDICT: verified
#pragma omp distribute parallel for
    for (int i = 0; i < n; i++)
      y[i] = y[i] + team;
  }
}

// A declaration that reads what the loop writes: another team may have
// written it already.
void reads_what_the_loop_writes(int n, float *restrict y)
{
  if (n < 1)
    return;
  // CHECK-REGION: violation
  // CHECK-WITNESS: y race certain
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: data race on shared variable 'y' between the teams of the league
  // CHECK-MESSAGES: :[[@LINE+8]]:7: note: the team running iteration i = 0 writes 'y[i]'
  // CHECK-MESSAGES: :[[@LINE+3]]:19: note: another team reads 'y[0]'
#pragma omp target teams map(tofrom: y[0:n])
  {
    float first = y[0];
    // CHECK-VERDICT: verified
#pragma omp distribute parallel for
    for (int i = 0; i < n; i++)
      y[i] = y[i] + first;
  }
}

double dot_by_teams(int n, const double *restrict x, const double *restrict y)
{
  double sum = 0.0;
  // Each team reduces into a copy of its own, combined at the end: for the
  // one distribute loop, a reduction.
#pragma omp target teams map(to: x[0:n], y[0:n]) reduction(+: sum)
  // CHECK-VERDICT: verified
#pragma omp distribute
  for (int i = 0; i < n; i++)
    sum += x[i] * y[i];
  return sum;
}

double dot_defaultmap(int n, const double *restrict x, const double *restrict y)
{
  double sum = 0.0;
  // defaultmap(tofrom: scalar) maps sum instead of making it firstprivate.
#pragma omp target teams map(to: x[0:n], y[0:n]) defaultmap(tofrom: scalar) reduction(+: sum)
  // CHECK-VERDICT: verified
#pragma omp distribute parallel for reduction(+: sum)
  for (int i = 0; i < n; i++)
    sum += x[i] * y[i];
  return sum;
}

double sum_without_reduction(int n, const double *restrict x)
{
  double sum = 0.0;
  // The teams share sum; a plain distribute takes no reduction clause, so
  // none is offered (the fix belongs on teams).
#pragma omp target teams map(to: x[0:n]) map(tofrom: sum)
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: sum race certain
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: data race on shared variable 'sum'
  // CHECK-MESSAGES: :[[@LINE+4]]:5: note: iteration i = 0 writes 'sum'
  // CHECK-MESSAGES: :[[@LINE+3]]:5: note: iteration i = 1 reads 'sum'
#pragma omp distribute
  for (int i = 0; i < n; i++)
    sum += x[i];
  return sum;
}

double last_by_teams(int n, const double *restrict x)
{
  double sum = 0.0;
  // The teams reduce sum, but the loop overwrites it: the result depends
  // on how the teams combine their copies; no clause of the loop helps.
#pragma omp target teams map(to: x[0:n]) reduction(+: sum)
  // CHECK-VERDICT: unknown
  // CHECK-REASON: 'sum' has a copy per team (a reduction of the 'teams' construct), and the loop does not use it as that reduction would
  // CHECK-REASON-KIND: construct
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: 'sum' has a copy per team
#pragma omp distribute
  for (int i = 0; i < n; i++)
    sum = x[i];
  return sum;
}
