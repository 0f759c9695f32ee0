// A callee that holds a `simd` loop is visited in place from a loop, as the loop written at the call. One that makes a parallel region of its own stays unknown: there a thread number is the nested team's, which the model does not tell from the caller's (a review found `work[omp_get_thread_num()]` in such a callee verified). A worksharing loop (an orphaned construct) binds to the caller's team, which a loop's iterations are not.
double g;

void scale_row(int m, double *restrict row) {
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int j = 0; j < m; j++)
    row[j] = 2 * row[j];
}

void rows_scaled(int n, double (*restrict a)[64]) {
  // CHECK-VERDICT: unknown
  // CHECK-REASON: call to 'scale_row', which may access memory (it holds OpenMP directives)
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: call to 'scale_row'
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    scale_row(64, a[i]);
}

void set_g(int m) {
  // CHECK-REGION: verified
#pragma omp parallel
  {
#pragma omp single
    g = m;
  }
}

void global_set_by_each_call(int n, double (*restrict a)[64]) {
  // CHECK-VERDICT: unknown
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: call to 'set_g'
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    set_g(i);
    scale_row(64, a[i]);
  }
}

void own_copy_of_g(int m, double *restrict row) {
  // CHECK-VERDICT: fixable
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: the value of private variable 'g' is needed after the loop
#pragma omp parallel for private(g)
  for (int j = 0; j < m; j++) {
    g = row[j];
    row[j] = g * g;
  }
}

void callee_copies_a_global(int n, double (*restrict a)[64]) {
  // CHECK-VERDICT: unknown
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: call to 'own_copy_of_g'
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    own_copy_of_g(64, a[i]);
}

void add_one(int m, double *restrict row) {
  // CHECK-VERDICT: verified
#pragma omp simd
  for (int j = 0; j < m; j++)
    row[j] += 1;
}

void simd_in_callee(int n, double (*restrict a)[64]) {
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    add_one(64, a[i]);
}

void orphaned_for(int m, double *restrict row) {
  // CHECK-VERDICT: verified
#pragma omp for
  for (int j = 0; j < m; j++)
    row[j] += 1;
}

void worksharing_in_callee(int n, double (*restrict a)[64]) {
  // CHECK-VERDICT: unknown
  // CHECK-REASON: it holds OpenMP directives that bind to a team
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: call to 'orphaned_for'
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    orphaned_for(64, a[i]);
}
