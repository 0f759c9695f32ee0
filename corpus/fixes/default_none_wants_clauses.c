// Code written with default(none) that lacks clauses, which clang rejects before any check: ompfix checks it as if without default(none) and gives every variable clang names the clause it needs (shared where shared is right), one ompfix-default-none error per variable, at the directive. The clauses go on parallel and teams directives, where a variable without a clause is shared; a violation keeps its default(none) wanting them.
struct vector {
  int len;
  double *data;
};

// Only the bound and the array: shared.
void bound_only(int n, double *restrict a) {
  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: a declared=none required=shared status=missing
  // CHECK-FIXED: #pragma omp parallel for default(none) shared(n, a)
  // CHECK-MESSAGES: :[[@LINE+2]]:1: error: 'n' has no data-sharing clause, which default(none) demands; it is shared [ompfix-default-none]
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: 'a' has no data-sharing clause, which default(none) demands; it is shared [ompfix-default-none]
#pragma omp parallel for default(none)
  for (int i = 0; i < n; i++)
    a[i] = 1;
}

// A sum: its own finding asks for the reduction, default(none) for 'n'.
double sum(int n, const double *restrict a) {
  double t = 0;
  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: t declared=none required=reduction(+) status=missing
  // CHECK-FIXED: #pragma omp parallel for default(none) shared(a) reduction(+: t) shared(n)
  // CHECK-WITNESS: t race
  // CHECK-MESSAGES: :[[@LINE+4]]:1: error: data race on shared variable 't' [ompfix-missing-reduction]
  // CHECK-MESSAGES: :[[@LINE+3]]:1: note: 't' needs 'reduction(+: t)'
  // CHECK-MESSAGES: :[[@LINE+2]]:1: error: 'n' has no data-sharing clause, which default(none) demands; it is shared [ompfix-default-none]
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: 't' has no data-sharing clause, which default(none) demands; it needs 'reduction(+: t)' [ompfix-default-none]
#pragma omp parallel for default(none) shared(a)
  for (int i = 0; i < n; i++)
    t += a[i];
  return t;
}

// A region around a worksharing loop: the region's clauses.
void region(int n, double *restrict a, const double *restrict b) {
  // CHECK-REGION: fixable
  // CHECK-FIXED: #pragma omp parallel default(none) shared(a) shared(n, b)
  // CHECK-MESSAGES: :[[@LINE+2]]:1: error: 'n' has no data-sharing clause, which default(none) demands; it is shared [ompfix-default-none]
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: 'b' has no data-sharing clause, which default(none) demands; it is shared [ompfix-default-none]
#pragma omp parallel default(none) shared(a)
  {
    // CHECK-VERDICT: verified
#pragma omp for
    for (int i = 0; i < n; i++)
      a[i] = b[i];
  }
}

// The iterator of an inner simd loop is private in the outer loop: so
// named, not shared.
void inner_iterator(int n, double *restrict a) {
  int i, j;
  // CHECK-VERDICT: fixable
  // CHECK-FIXED: #pragma omp parallel for default(none) shared(n, a) private(j)
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: 'n' has no data-sharing clause, {{.*}} [ompfix-default-none]
  // CHECK-MESSAGES: :[[@LINE+2]]:1: error: 'j' has no data-sharing clause, which default(none) demands; it needs 'private(j)' [ompfix-default-none]
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: 'a' has no data-sharing clause, {{.*}} [ompfix-default-none]
#pragma omp parallel for default(none)
  for (i = 0; i < n; i++) {
    // CHECK-VERDICT: verified
#pragma omp simd
    for (j = 0; j < 8; j++)
      a[i * 8 + j] = j;
  }
}

// A struct reached through a pointer named in a shared clause: its
// fields are the same for every thread, the bound a parameter.
void struct_pointer(struct vector *v, double s) {
  // CHECK-VERDICT: fixable
  // CHECK-FIXED: #pragma omp parallel for default(none) shared(v, s)
  // CHECK-MESSAGES: :[[@LINE+2]]:1: error: 'v' has no data-sharing clause, {{.*}} [ompfix-default-none]
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: 's' has no data-sharing clause, {{.*}} [ompfix-default-none]
#pragma omp parallel for default(none)
  for (int i = 0; i < v->len; i++)
    v->data[i] *= s;
}

// A race: no rewrite, default(none) still wants its clauses.
void racy(int n, double *restrict a) {
  // CHECK-VERDICT: violation
  // CHECK-FIXED: none
  // CHECK-WITNESS: a race
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: data race on shared variable 'a' [ompfix-race]
  // CHECK-MESSAGES: :[[@LINE+2]]:1: error: 'n' has no data-sharing clause, {{.*}} [ompfix-default-none]
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: 'a' has no data-sharing clause, {{.*}} [ompfix-default-none]
#pragma omp parallel for default(none)
  for (int i = 1; i < n; i++)
    a[i] = a[i - 1];
}

// A task-generating loop: ompfix names the variables but gives no clause.
int tasks(void) {
  int x[64], y[64];
  for (int k = 0; k < 64; k++)
    x[k] = k;
  // CHECK-VERDICT: unknown
  // CHECK-REASON: default(none) wants clauses, which ompfix gives only on parallel and teams directives
  // CHECK-REASON-KIND: clause
  // CHECK-FIXED: none
  // CHECK-MESSAGES: :[[@LINE+2]]:1: error: 'y' has no data-sharing clause, which default(none) demands; ompfix gives clauses only where the default would be shared {{.*}} [ompfix-default-none]
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: 'x' has no data-sharing clause, {{.*}} [ompfix-default-none]
#pragma omp parallel masked taskloop default(none)
  for (int k = 0; k < 64; k++)
    y[k] = 2 * x[k];
  return y[0] + y[63];
}

// A region ompfix cannot check: the clause it wants is not said, and the
// file still fails (it does not compile as written).
int counter;
#pragma omp threadprivate(counter)
void unknown_region(int n, double *restrict a) {
  // CHECK-REGION: unknown
  // CHECK-FIXED: none
  // CHECK-MESSAGES: :[[@LINE+3]]:1: warning: cannot check this parallel region: {{.*}} [ompfix-unchecked]
  // CHECK-MESSAGES: :[[@LINE+2]]:1: error: 'a' has no data-sharing clause, which default(none) demands; which one, ompfix cannot tell: it cannot check this parallel region [ompfix-default-none]
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: 'n' has no data-sharing clause, {{.*}} [ompfix-default-none]
#pragma omp parallel default(none)
  {
    a[counter % n] = counter;
  }
}
