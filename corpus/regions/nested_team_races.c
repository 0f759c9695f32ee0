// A team nested in another region or loop directive has one thread unless nested parallelism is active (max-active-levels above 1; libomp's default is 1): a conflict between its threads, or between the iterations they share, is possible, not certain, and its note says why. The same code in an outermost region is a certain race. A conflict between the outer threads stays certain.
void inner_team_writes_one_cell(int n, double *a, double *s) {
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    // CHECK-REGION: unknown
    // CHECK-WITNESS: s race possible
    // CHECK-MESSAGES: :[[@LINE+4]]:1: warning: possible data race on shared variable 's' between the threads of the parallel region
    // CHECK-MESSAGES: :[[@LINE+5]]:7: note: thread 0 writes 's[i]'
    // CHECK-MESSAGES: :[[@LINE+4]]:7: note: thread 1 writes 's[i]'
    // CHECK-MESSAGES: :[[@LINE+1]]:1: note: the parallel region runs in a team nested in another parallel construct, which has more than one thread only where nested parallelism is active (OMP_MAX_ACTIVE_LEVELS above 1)
#pragma omp parallel
    {
      s[i] = a[i];
    }
  }
}

void inner_loop_shifts(int n, double (*restrict a)[64]) {
  // (Every outer thread runs the nested loop whole: a certain race.)
  // CHECK-REGION: violation
  // CHECK-WITNESS: a race certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'a' between the threads of the parallel region
#pragma omp parallel
  {
    // CHECK-VERDICT: unknown
    // CHECK-WITNESS: a race possible
    // CHECK-MESSAGES: :[[@LINE+2]]:1: warning: possible data race on shared variable 'a'
    // CHECK-MESSAGES: :[[@LINE+1]]:1: note: the loop runs in a team nested in another parallel construct
#pragma omp parallel for
    for (int j = 0; j < 63; j++)
      a[0][j] = a[0][j + 1];
  }
}

void outermost_team(int n, double *a, double *s) {
  // CHECK-REGION: violation
  // CHECK-WITNESS: s race certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 's' between the threads of the parallel region
#pragma omp parallel
  s[0] = a[0];
}

void outer_threads_meet(int n, double *a, double *s) {
  // CHECK-VERDICT: fixable
  // CHECK-WITNESS: s race certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 's'
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    // CHECK-REGION: unknown
    // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: possible data race on shared variable 's' between the threads of the parallel region
#pragma omp parallel
    s[0] = a[i];
  }
}
