// One kernel per rule of docs/rules.md, each the example of its section: every finding names its rule after its message, as clang-tidy names its checks ('error: ... [ompfix-race]'), and the JSON report gives it as violations[].rule.
#include <math.h>
#include <stdlib.h>
void use(double);

void race(int n, double *restrict a, const double *restrict b) {
  // CHECK-VERDICT: violation
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: {{.*}} [ompfix-race]
#pragma omp parallel for
  for (int i = 1; i < n; i++)
    a[i] = a[i - 1] + b[i];
}

double missing_reduction(int n, const double *a, const double *b) {
  double s = 0;
  // CHECK-VERDICT: fixable
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: {{.*}} [ompfix-missing-reduction]
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    s += a[i] * b[i];
  return s;
}

void missing_private(int n, const double *restrict a, double *restrict b) {
  double t;
  // CHECK-VERDICT: fixable
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: {{.*}} [ompfix-missing-private]
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    t = a[i] * 2;
    b[i] = t + 1;
  }
}

void carried_scalar(int n, const double *restrict a, double *restrict b) {
  double prev = 0;
  // CHECK-VERDICT: fixable
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: {{.*}} [ompfix-carried-scalar]
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    b[i] = a[i] - prev;
    prev = a[i];
  }
}

void shared_scratch(int n, int m, const double *restrict a, double *restrict b) {
  double *t = malloc(m * sizeof *t);
  // CHECK-VERDICT: fixable
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: {{.*}} [ompfix-shared-scratch]
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < m; j++) t[j] = a[i * m + j];
    for (int j = 0; j < m; j++) b[i * m + j] = t[j] * t[m - 1 - j];
  }
  free(t);
}

void private_carries(int n, const double *restrict a, double *restrict b) {
  double last = 0;
  // CHECK-VERDICT: fixable
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: {{.*}} [ompfix-private-carries-value]
#pragma omp parallel for private(last)
  for (int i = 0; i < n; i++) {
    b[i] = last;
    last = a[i];
  }
}

void read_before_write(int n, const double *restrict a, double *restrict b) {
  double t = 1;
  // CHECK-VERDICT: fixable
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: {{.*}} [ompfix-private-read-before-write]
#pragma omp parallel for private(t)
  for (int i = 0; i < n; i++)
    b[i] = t * a[i];
}

void firstprivate_overwritten(int n, const double *restrict a, double *restrict b) {
  double t[100];
  for (int i = 0; i < 100; i++) t[i] = i;
  // CHECK-VERDICT: violation
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: {{.*}} [ompfix-firstprivate-overwritten]
#pragma omp parallel for firstprivate(t)
  for (int i = 0; i < 99; i++) {
    b[i] = t[i + 1];
    t[i] = a[i];
  }
}

void needed_after(int n, const double *restrict a) {
  double t = 0;
  // CHECK-VERDICT: fixable
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: {{.*}} [ompfix-private-needed-after]
#pragma omp parallel for private(t)
  for (int i = 0; i < n; i++)
    t = a[i];
  use(t);
}

void region_copy_discarded(double *restrict a) {
  double t = 0;
  // CHECK-REGION: unknown
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: {{.*}} [ompfix-region-copy-discarded]
#pragma omp parallel private(t)
  {
    t = a[0];
  }
  use(t);
}

void not_last(int n, const double *restrict a) {
  double t = 0;
  // CHECK-VERDICT: fixable
  // CHECK-MESSAGES: :[[@LINE+2]]:1: error: {{.*}} [ompfix-lastprivate-not-last]
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: clang before 22 compiles 'lastprivate(conditional:)' wrongly in C: it leaves 't' undefined after the loop (llvm-project pull request 156004); ompfix keeps the clause, as it gives no copies here (the loop's body is not a block): with such a compiler, compile this file as C++ or keep the loop sequential
#pragma omp parallel for lastprivate(t)
  for (int i = 0; i < n; i++)
    if (2 * i < n) t = a[i];
  use(t);
}

void wrong_reduction(int n, const double *restrict a, double *restrict b) {
  double s = 0;
  // CHECK-VERDICT: violation
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: {{.*}} [ompfix-wrong-reduction]
#pragma omp parallel for reduction(+: s)
  for (int i = 0; i < n; i++) {
    s += a[i];
    b[i] = s;
  }
}

double order(int n, const double *restrict a) {
  double x = 0;
  // CHECK-VERDICT: violation
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: {{.*}} [ompfix-order-dependence]
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
#pragma omp critical
    x = x * 2 + a[i];
  }
  return x;
}

void stale(int n, double *a) {
  // CHECK-VERDICT: fixable
  // CHECK-FIXED: #pragma omp target teams distribute parallel for map(from: a[0:n])
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: {{.*}} [ompfix-stale-data]
#pragma omp target teams distribute parallel for map(to: a[0:n])
  for (int i = 0; i < n; i++) a[i] = 2 * i;
  use(a[0]);
}

void possible_race(int n, double *x, const int *index, const double *y) {
  // CHECK-VERDICT: unknown
  // CHECK-REASON-KIND: possible-race
  // CHECK-WITNESS: x race possible
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: {{.*}} [ompfix-possible-race]
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    x[index[i]] = y[i];
}

void possible_stale(int n, double *a, const double *x) {
  // CHECK-VERDICT: fixable
  // CHECK-FIXED: #pragma omp target teams distribute parallel for map(from: a[0:n])
  // CHECK-WITNESS: a stale-data possible
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: {{.*}} [ompfix-possible-stale-data]
#pragma omp target teams distribute parallel for map(to: a[0:n])
  for (int i = 0; i < n; i++) a[i] = 2 * i;
  if (x[0] > 0)
    a[0] = 1;
  use(a[0]);
}

void out_of_bounds(int n, int m, double a[n][m], const double b[n][m]) {
  // CHECK-VERDICT: violation
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: {{.*}} [ompfix-out-of-bounds]
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      a[i][j] = b[i][j - 1];
}

void default_none(int n, double *restrict a) {
  // CHECK-VERDICT: fixable
  // CHECK-FIXED: #pragma omp parallel for default(none) shared(n, a)
  // CHECK-MESSAGES: :[[@LINE+2]]:1: error: 'n' has no data-sharing clause, {{.*}} [ompfix-default-none]
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: 'a' has no data-sharing clause, {{.*}} [ompfix-default-none]
#pragma omp parallel for default(none)
  for (int i = 0; i < n; i++) a[i] = 0;
}

void redundant(int n, double *a) {
  double unused;
  // CHECK-VERDICT: verified
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: {{.*}} [ompfix-redundant-clause]
#pragma omp parallel for private(unused)
  for (int i = 0; i < n; i++) a[i] = 0;
}

void touch(double *cell);

void unchecked(int n, double *restrict a) {
  // CHECK-VERDICT: unknown
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: {{.*}} [ompfix-unchecked]
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    touch(&a[i]);
}

