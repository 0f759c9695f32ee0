// A function holding worksharing loops, `single` or `barrier`, called by every thread of a parallel region, is checked with the region: its loops are the region's loops, with their implicit barriers (none after `nowait`), and its barriers the region's. Called where one thread runs the code (a `single`), it stays unknown.
#include <omp.h>

void fill(int n, double *a) {
  // CHECK-VERDICT: verified
#pragma omp for
  for (int i = 0; i < n; i++)
    a[i] = i;
}

void copy_next(int n, const double *a, double *b) {
  // CHECK-VERDICT: verified
#pragma omp for nowait
  for (int i = 0; i < n - 1; i++)
    b[i] = a[i + 1];
}

void first_only(double *a) {
#pragma omp single
  a[0] = 1;
}

void fill_then_copy(int n, double *a, double *b) {
  // CHECK-REGION: verified
#pragma omp parallel
  {
    fill(n, a);
    first_only(a);
    copy_next(n, a, b);
  }
}

void copy_then_fill(int n, double *a, double *b) {
  // CHECK-REGION: violation
  // CHECK-WITNESS: a race certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'a' between the threads of the parallel region
#pragma omp parallel
  {
    copy_next(n, a, b);
    fill(n, a);
  }
}

void fill_in_single(int n, double *a) {
  // CHECK-REGION: unknown
  // CHECK-REASON: a call to 'fill' (it holds OpenMP directives that bind to a team, and the call is not in code every thread of a region surely runs)
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this parallel region
#pragma omp parallel
  {
#pragma omp single
    fill(n, a);
  }
}

// Not every thread may reach the call, or it is in mutual exclusion: a
// worksharing loop there is not the team's (a deadlock, or iterations no
// thread runs), and the region stays unknown.
void only_thread_zero(int n, double *a) {
  if (omp_get_thread_num() != 0)
    return;
  fill(n, a);
}

void returns_first(int n, double *a) {
  // CHECK-REGION: unknown
  // CHECK-REASON: a call to 'fill' (it holds OpenMP directives that bind to a team, and the call is not in code every thread of a region surely runs)
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this parallel region
#pragma omp parallel
  only_thread_zero(n, a);
}

void short_circuit(int n, double *a) {
  // CHECK-REGION: unknown
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this parallel region
#pragma omp parallel
  (void)(omp_get_thread_num() == 0 && (fill(n, a), 1));
}

void in_critical(int n, double *a) {
  // CHECK-REGION: unknown
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this parallel region
#pragma omp parallel
  {
#pragma omp critical
    fill(n, a);
  }
}
