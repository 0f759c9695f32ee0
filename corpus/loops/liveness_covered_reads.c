// Liveness after a loop, where a later write of the scalar comes first in its own iteration (issue 15: such reads are left out of the search once, at the function's build). A read is left out only where a must-write of the scalar precedes it in every iteration of loops that the checked loop is not in; the traps: the checked loop inside those loops, a read before the write, a conditional write, a write in an inner loop that may not run.
void use(double);
// 1. L inside the loop whose iteration covers the read.
void inside(int n, int s, const double *restrict a, double *restrict b) {
  double t;
  for (int o = 0; o < s; o++) {
    t = 0;
    // CHECK-VERDICT: fixable
    // CHECK-VARIABLE: t declared=private required=lastprivate
    // CHECK-MESSAGES: :[[@LINE+1]]:1: error: the value of private variable 't' is needed after the loop [ompfix-private-needed-after]
#pragma omp parallel for private(t)
    for (int i = 0; i < n; i++) {
      t = a[i];
      b[i] = t;
    }
    b[o] += t;
  }
}
// 2. A later loop reads before it writes.
void read_first(int n, const double *restrict a, double *restrict b) {
  double t = 0;
    // CHECK-VERDICT: fixable
    // CHECK-VARIABLE: t declared=private required=lastprivate
    // CHECK-MESSAGES: :[[@LINE+1]]:1: error: the value of private variable 't' is needed after the loop [ompfix-private-needed-after]
#pragma omp parallel for private(t)
  for (int i = 0; i < n; i++) {
    t = a[i];
    b[i] = t;
  }
  for (int i = 0; i < n; i++) {
    b[i] += t;
    t = a[i];
  }
}
// 3. A later loop writes under a condition.
void conditional(int n, const double *restrict a, double *restrict b) {
  double t = 0;
    // CHECK-VERDICT: fixable
    // CHECK-VARIABLE: t declared=private required=lastprivate
    // CHECK-MESSAGES: :[[@LINE+1]]:1: error: the value of private variable 't' is needed after the loop [ompfix-private-needed-after]
#pragma omp parallel for private(t)
  for (int i = 0; i < n; i++) {
    t = a[i];
    b[i] = t;
  }
  for (int i = 0; i < n; i++) {
    if (a[i] > 0)
      t = a[i];
    b[i] += t;
  }
}
// 4. A later write in an inner loop that may not run.
void inner_may_not_run(int n, int m, const double *restrict a, double *restrict b) {
  double t = 0;
    // CHECK-VERDICT: fixable
    // CHECK-VARIABLE: t declared=private required=lastprivate
    // CHECK-MESSAGES: :[[@LINE+1]]:1: error: the value of private variable 't' is needed after the loop [ompfix-private-needed-after]
#pragma omp parallel for private(t)
  for (int i = 0; i < n; i++) {
    t = a[i];
    b[i] = t;
  }
  for (int i = 0; i < n; i++) {
    for (int k = 0; k < m; k++)
      t = a[k];
    b[i] += t;
  }
}
// 5. A later loop writes, then reads, in each iteration.
void covered(int n, const double *restrict a, double *restrict b) {
  double t = 0;
    // CHECK-VERDICT: verified
    // CHECK-VARIABLE: t declared=private required=private
#pragma omp parallel for private(t)
  for (int i = 0; i < n; i++) {
    t = a[i];
    b[i] = t;
  }
  for (int i = 0; i < n; i++) {
    t = 2 * a[i];
    b[i] += t;
  }
  use(b[0]);
}
// 6. The same with the read after the later loop too.
void covered_then_after(int n, const double *restrict a, double *restrict b) {
  double t = 0;
    // CHECK-VERDICT: verified
    // CHECK-VARIABLE: t declared=private required=private
#pragma omp parallel for private(t)
  for (int i = 0; i < n; i++) {
    t = a[i];
    b[i] = t;
  }
  for (int i = 0; i < n; i++) {
    t = 2 * a[i];
    b[i] += t;
  }
  use(t);
}
// 7. Two loops around the read, the write in the outer one only.
void outer_write(int n, int m, const double *restrict a, double *restrict b) {
  double t = 0;
    // CHECK-VERDICT: verified
    // CHECK-VARIABLE: t declared=private required=private
#pragma omp parallel for private(t)
  for (int i = 0; i < n; i++) {
    t = a[i];
    b[i] = t;
  }
  for (int i = 0; i < n; i++) {
    t = a[i];
    for (int k = 0; k < m; k++)
      b[k] += t;
  }
}
