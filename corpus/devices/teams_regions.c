// A teams block with code beside (or instead of) one distribute loop is a region whose threads are the league's teams: each team's initial thread runs its code, a `distribute` loop gives each iteration to one team, a nested `parallel` makes a team's threads, `if (team == c)` runs on team c alone, and nothing orders the teams but the end of the region.
#include <omp.h>
#define N 1000

// Two teams, each working on its own arrays with its own threads.
void two_precisions(float *restrict sx, const float *restrict sy,
                    double *restrict dx, const double *restrict dy)
{
  int team;
  // CHECK-REGION: verified
#pragma omp teams num_teams(2) private(team)
  {
    team = omp_get_team_num();
    if (team == 0) {
      // CHECK-REGION: verified
#pragma omp parallel
      {
        // CHECK-VERDICT: verified
#pragma omp for
        for (int i = 0; i < N; i++)
          sx[i] = 2.0f * sx[i] + sy[i];
      }
    } else if (team == 1) {
      // CHECK-VERDICT: verified
#pragma omp parallel for
      for (int i = 0; i < N; i++)
        dx[i] = 2.0 * dx[i] + dy[i];
    }
  }
}

// Every team writes the same cell at once.
void every_team_writes(double *a)
{
  // CHECK-REGION: violation
  // CHECK-WITNESS: a race certain
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: data race on shared variable 'a' between the teams of the league
  // CHECK-MESSAGES: :[[@LINE+3]]:3: note: team 0 writes 'a[0]'
  // CHECK-MESSAGES: :[[@LINE+2]]:3: note: team 1 writes 'a[0]'
#pragma omp teams num_teams(4)
  a[0] = omp_get_num_teams();
}

// Team 0's threads write a while every team reads a[1]: the accesses of a
// nested region's loop are its team's.
void nested_loop_beside_other_teams(double *restrict a, double *restrict b)
{
  // CHECK-REGION: violation
  // CHECK-WITNESS: a race certain
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: data race on shared variable 'a' between the teams of the league
  // CHECK-MESSAGES: :[[@LINE+11]]:11: note: team 0 (if on the team number) writes 'a[i]'
  // CHECK-MESSAGES: :[[@LINE+14]]:14: note: team 1 (if on the team number) reads 'a[1]'
#pragma omp teams num_teams(2)
  {
    if (omp_get_team_num() == 0) {
      // CHECK-REGION: verified
#pragma omp parallel
      {
        // CHECK-VERDICT: verified
#pragma omp for
        for (int i = 0; i < N; i++)
          a[i] = i;
      }
    }
    if (omp_get_team_num() == 1)
      b[0] = a[1];
  }
}

// A private copy per team: the distribute loop's iterations on one team
// write it before reading it.
void team_temporary(const double *restrict x, double *restrict y)
{
  double t;
  // CHECK-REGION: verified
#pragma omp teams private(t)
  {
    // CHECK-VERDICT: verified
#pragma omp distribute
    for (int i = 0; i < N; i++) {
      t = x[i];
      y[i] = t * t;
    }
  }
}

// A single of each team's threads: one write per team, at once.
void single_of_each_team(double *a)
{
  // CHECK-REGION: violation
  // CHECK-WITNESS: a race certain
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: data race on shared variable 'a' between the teams of the league
  // CHECK-MESSAGES: :[[@LINE+8]]:7: note: team 0 writes 'a[0]'
  // CHECK-MESSAGES: :[[@LINE+7]]:7: note: team 1 writes 'a[0]'
#pragma omp teams
  {
    // CHECK-REGION: verified
#pragma omp parallel
    {
#pragma omp single
      a[0] = 1.0;
    }
  }
}
