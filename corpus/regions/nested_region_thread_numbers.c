// In a parallel region nested in a parallel loop, `omp_get_thread_num()` is the nested team's number: every iteration's team has its own thread 0 (with nesting off, each team is one thread), so `buf[omp_get_thread_num()]` is one cell that all iterations write. The model's thread numbers are the enclosing team's: such a nested region, and the loop around it, are unknown, not verified (a review found this verified). A nested region that asks for no thread number is followed.
#include <omp.h>
#include <stdio.h>

double buf[64];

void slots_of_nested_teams(int n, double (*restrict a)[64]) {
  // CHECK-VERDICT: unknown
  // CHECK-REASON: a nested '#pragma omp parallel' whose code asks for thread numbers (the nested team's)
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: a nested '#pragma omp parallel'
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    // CHECK-REGION: unknown
    // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this parallel region
#pragma omp parallel
    {
      buf[omp_get_thread_num()] = i;
      a[i][omp_get_thread_num()] = buf[omp_get_thread_num()];
    }
  }
}

void nested_rows(int n, double (*restrict a)[64]) {
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    // CHECK-VERDICT: verified
#pragma omp parallel for
    for (int j = 0; j < 64; j++)
      a[i][j] = 2 * a[i][j];
  }
}

// Through a variable set from it, and stored alone (which tells no thread
// apart: followed).
void slot_variable(int n, double (*restrict a)[64]) {
  // CHECK-VERDICT: unknown
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: a nested '#pragma omp parallel'
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    // CHECK-REGION: unknown
    // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this parallel region
#pragma omp parallel
    {
      int t = omp_get_thread_num();
      buf[t] = i;
    }
  }
}

void stored_alone(int n, double (*restrict a)[64]) {
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    // CHECK-REGION: verified
#pragma omp parallel
    {
      int t = omp_get_thread_num();
      (void)t;
    }
  }
}

void printed(int n) {
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    // CHECK-REGION: verified
#pragma omp parallel
    printf("%d %d\n", i, omp_get_thread_num());
  }
}

// (In the nested team's worksharing loop: its thread numbers still.)
void slots_in_a_nested_for(int n, double *w) {
  // CHECK-VERDICT: unknown
  // CHECK-REASON: a nested '#pragma omp parallel' whose code asks for thread numbers (the nested team's)
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: a nested '#pragma omp parallel'
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    // CHECK-REGION: unknown
    // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this parallel region
#pragma omp parallel
    {
      // CHECK-VERDICT: unknown
      // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop
#pragma omp for
      for (int j = 0; j < 4; j++)
        w[omp_get_thread_num()] += 1;
    }
  }
}
