// A callee that holds a `simd` loop, or makes a parallel region of its own, is visited in place from a loop, as the loop or region written at the call: there its region is a nested one. A nested region that asks for thread numbers stays unknown (the nested team's numbers, which the model does not tell from the caller's: a review found `work[omp_get_thread_num()]` in such a callee verified). The callee's own directives are answered where the callee is checked, not from the caller. A worksharing loop (an orphaned construct) binds to the caller's team, which a loop's iterations are not.
#include <omp.h>
double g;

void scale_row(int m, double *restrict row) {
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int j = 0; j < m; j++)
    row[j] = 2 * row[j];
}

void rows_scaled(int n, double (*restrict a)[64]) {
  // CHECK-VERDICT: verified
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
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: g race certain
  // CHECK-MESSAGES: :[[@LINE+5]]:1: error: data race on shared variable 'g'
  // CHECK-MESSAGES: :[[@LINE-8]]:5: note: iteration i = 0 writes 'g'
  // CHECK-MESSAGES: :[[@LINE+5]]:5: note: in the call of 'set_g' here
  // CHECK-MESSAGES: :[[@LINE-10]]:5: note: iteration i = 1 writes 'g'
  // CHECK-MESSAGES: :[[@LINE+3]]:5: note: in the call of 'set_g' here
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
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: 'g' has a copy of its own here, and a called function names it
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

void slot_per_thread(double *work) {
  // CHECK-REGION: verified
#pragma omp parallel
  work[omp_get_thread_num()] += 1;
}

void slots_from_a_loop(int n, double *work) {
  // CHECK-VERDICT: unknown
  // CHECK-REASON: a nested '#pragma omp parallel' whose code asks for thread numbers (the nested team's)
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: a nested '#pragma omp parallel'
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    slot_per_thread(work);
}

void row_of_the_next(int m, double *restrict row, const double *next) {
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int j = 0; j < m; j++)
    row[j] = next[j];
}

void rows_from_the_next(int n, double (*a)[64]) {
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: a race certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'a'
#pragma omp parallel for
  for (int i = 0; i < n - 1; i++)
    row_of_the_next(64, a[i], a[i + 1]);
}

void slot_in_a_single(double *work) {
  // CHECK-REGION: verified
#pragma omp parallel
  {
#pragma omp single
    work[omp_get_thread_num()] += 1;
  }
}

// (In a nested team's `single`, thread 0 is every outer iteration's.)
void singles_from_a_loop(int n, double *work) {
  // CHECK-VERDICT: unknown
  // CHECK-REASON: a nested '#pragma omp parallel' whose code asks for thread numbers (the nested team's)
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: a nested '#pragma omp parallel'
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    slot_in_a_single(work);
}
