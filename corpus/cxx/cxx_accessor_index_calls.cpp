// An accessor may compute its index with calls that compute a value and change nothing (`return v_[idx(i, j)];`, idx a checks-free `return` of an integer, `v_[perm_[i]]` through a container of integers): the model computes that value where it reads the index, as it does in a loop's own subscript. An index from a call that changes something (`v_[next() + i]`) keeps the accessor unfollowed. The elements a std::vector's `data()` points to are the vector's (`v.data()[i]`, `*(m.v_.data() + i)`), a variable or a field. (Library and solver classes whose `operator()` computes the element's index with a helper were "call to 'at', whose result is a reference the model does not follow (its body is more than checks, locals and one 'return' of an expression without side effects)", and `v.data()[i]` was "call to 'data', whose result is a pointer the model does not follow", issue 38.)
#include <vector>

class Matrix {
public:
  int rows_, cols_;
  std::vector<double> v_;
  std::vector<int> perm_;
  int taken_;
  int idx(int i, int j) const { return 2 * i + j; }
  int at_row(int i) const { return idx(i, 0); }
  int next() { return taken_++; }
  double &at(int i, int j) { return v_[idx(i, j)]; }
  double &first(int i) { return v_[at_row(i)]; }
  double &permuted(int i) { return v_[perm_[i]]; }
  double &claimed(int i) { return v_[next() + i]; }
};

void fill_pairs(Matrix &m) {
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < m.rows_; i++) {
    m.at(i, 0) = i;
    m.at(i, 1) = -i;
  }
}

void fill_first(Matrix &m) {
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < m.rows_; i++)
    m.first(i) = i;
}

void shift_pairs(Matrix &m) {
  // Iteration i writes v_[2i + 1] and reads v_[2i + 3], which i + 1 writes.
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: m.v_ race certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'm.v_'
#pragma omp parallel for
  for (int i = 0; i < m.rows_ - 1; i++)
    m.at(i, 1) = m.at(i, 3);
}

void fill_permuted(Matrix &m) {
  // CHECK-VERDICT: unknown
  // CHECK-WITNESS: m.v_ race possible
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: possible data race on shared variable 'm.v_'
#pragma omp parallel for
  for (int i = 0; i < m.rows_; i++)
    m.permuted(i) = i;
}

void fill_claimed(Matrix &m) {
  // CHECK-VERDICT: unknown
  // CHECK-REASON: call to 'claimed', whose result is a reference the model does not follow (what it returns is computed with side effects or calls that may change memory)
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop:
#pragma omp parallel for
  for (int i = 0; i < m.rows_; i++)
    m.claimed(i) = i;
}

void scale_data(std::vector<double> &v, int n, double a) {
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    v.data()[i] *= a;
}

void scale_field_data(Matrix &m, double a) {
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < m.rows_; i++)
    *(m.v_.data() + i) *= a;
}

void shift_data(std::vector<double> &v, int n) {
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: v race certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'v'
#pragma omp parallel for
  for (int i = 0; i < n - 1; i++)
    v.data()[i + 1] = v[i];
}

void sum_into_first(Matrix &m) {
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: m.v_ race certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'm.v_'
#pragma omp parallel for
  for (int i = 0; i < m.rows_; i++)
    m.v_.data()[0] += i;
}

int built_objects;
struct Ticket {
  int k;
  Ticket(int i) : k(i) { built_objects++; }
  int value() const { return k; }
};

struct Tickets {
  int n_;
  std::vector<double> v_;
  double &at(int i) { return v_[Ticket(i).value()]; }
};

void fill_ticketed(Tickets &t) {
  // The index builds an object whose constructor counts in a global:
  // not a value without effects.
  // CHECK-VERDICT: unknown
  // CHECK-REASON: call to 'at', whose result is a reference the model does not follow (what it returns is computed with side effects or calls that may change memory)
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop:
#pragma omp parallel for
  for (int i = 0; i < t.n_; i++)
    t.at(i) = i;
}
