// A call whose result is a std::vector of numbers by value is followed: its `return` reads every cell of what it returns (a local vector it filled, a global one), and the caller's variable, declared from it or assigned it (`v = make(...)`), gets every cell written. A vector each iteration declares is verified; one the loop shares and assigns is a race, a global the callee copies while iterations write it a possible one (the copy reads what lies below its size); a vector returned from another name (a reference a call returns) stays unknown.
#include <vector>

static std::vector<double> row_of(const double *a, int n, int i) {
  std::vector<double> r(n);
  for (int j = 0; j < n; j++)
    r[j] = 2 * a[i * n + j];
  return r;
}

void row_sums(int m, int n, const double *a, double *out) {
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < m; i++) {
    std::vector<double> r = row_of(a, n, i);
    double s = 0;
    for (int j = 0; j < n; j++)
      s += r[j];
    out[i] = s;
  }
}

static std::vector<double> filled(int n, double x) {
  std::vector<double> r(n, x);
  return r;
}

void assigned_in_each(int m, double *out) {
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < m; i++) {
    std::vector<double> v;
    v = filled(4, i);
    out[i] = v[1];
  }
}

void assigned_shared(int m, double *out) {
  std::vector<double> v;
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: v race certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'v'
#pragma omp parallel for
  for (int i = 0; i < m; i++) {
    v = filled(4, i);
    out[i] = v[1];
  }
}

std::vector<double> kept;
static std::vector<double> copy_of_kept() { return kept; }

void copied_while_written(int m, double *out) {
  // (The copy reads the cells below kept's size, which the model does
  // not know: possible.)
  // CHECK-VERDICT: unknown
  // CHECK-WITNESS: kept race possible
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: possible data race on shared variable 'kept'
#pragma omp parallel for
  for (int i = 0; i < m; i++) {
    std::vector<double> v = copy_of_kept();
    out[i] = v[0];
    kept[i] = 1;
  }
}

static std::vector<double> &kept_ref() { return kept; }
static std::vector<double> copy_through_ref() { return kept_ref(); }

void through_a_reference(int m, double *out) {
  // CHECK-VERDICT: unknown
  // CHECK-REASON: a container returned by value that is no variable the model follows
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: a container returned by value
#pragma omp parallel for
  for (int i = 0; i < m; i++) {
    std::vector<double> v = copy_through_ref();
    out[i] = v[0];
  }
}

// (A copy reads what it copies: a shared vector another iteration
// writes. A local reference names the vector it is bound to: unknown.)
static std::vector<double> copy_made_inside() {
  std::vector<double> v = kept;
  return v;
}

void copy_declared_inside(int m, double *out) {
  // CHECK-VERDICT: unknown
  // CHECK-WITNESS: kept race possible
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: possible data race on shared variable 'kept'
#pragma omp parallel for
  for (int i = 0; i < m; i++) {
    std::vector<double> v = copy_made_inside();
    out[i] = v[0];
    kept[i] = 1;
  }
}

void local_reference(int m) {
  // (Another name of `kept`, whose cell 0 every iteration writes.)
  // CHECK-VERDICT: violation
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'kept'
#pragma omp parallel for
  for (int i = 0; i < m; i++) {
    std::vector<double> &r = kept;
    r[0] = i;
  }
}

std::vector<int> workload(int n); // (defined in no file given)

// (Declared from a call the model does not follow, outside the loop: the
// call's over-approximation, as before.)
long sum_of_workload(int n) {
  std::vector<int> data = workload(n);
  long s = 0;
  // CHECK-VERDICT: verified
#pragma omp parallel for reduction(+ : s)
  for (int i = 0; i < n; i++)
    s += data[i];
  return s;
}
