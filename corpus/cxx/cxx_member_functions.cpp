// Member functions are followed as the file's functions are: `this` is the
// call's object (a variable, or fields from one), so `a.set(i, v)` writes
// a.data[i]; an accessor returning a reference (`T &operator[](size_t)`,
// `double &at(int)`) names the object's cell, read or written where the
// call is. A virtual function, or an object the model cannot name, stays
// unknown; a member function that assigns a field changes it.
#include <cstddef>

template <typename T> class pvector {
public:
  T &operator[](size_t n) { return start_[n]; }
  const T &operator[](size_t n) const { return start_[n]; }

private:
  T *start_;
  T *end_;
};

struct Field {
  int n;
  int count;
  double *data;
  double get(int i) const { return data[i]; }
  void set(int i, double v) { data[i] = v; }
  double &at(int i) { return data[i]; }
  void twice(int i) { set(i, 2.0 * get(i)); }
  void push(double v) {
    data[count] = v;
    count++;
  }
  virtual double weight(int i) const { return data[i]; }

  void scale(double f) {
    // CHECK-VERDICT: verified
#pragma omp parallel for
    for (int i = 0; i < n; i++)
      set(i, get(i) * f);
  }
};

void normalize(pvector<double> &scores, int n, double big) {
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int k = 0; k < n; k++)
    scores[k] = scores[k] / big;
}

void shift(pvector<double> &s, int n) {
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: s.start_ race certain
  // CHECK-MESSAGES: :[[@LINE+2]]:1: error: data race on shared variable 's.start_'
  // CHECK-MESSAGES: :[[@LINE+3]]:5: note: iteration k = 0 writes 's[k + 1]'
#pragma omp parallel for
  for (int k = 0; k < n - 1; k++)
    s[k + 1] = s[k];
}

void copy(Field &a, const Field &b) {
  // CHECK-VERDICT: verified
  // CHECK-MESSAGES: :[[@LINE+1]]:1: remark: assuming that 'b.data' and 'a.data' do not overlap
#pragma omp parallel for
  for (int i = 0; i < a.n; i++)
    a.set(i, b.get(i));
}

void bump(Field &a, Field *p) {
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < a.n; i++)
    a.at(i) += 1.0;

  // Through a pointer, and a member function calling another.
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < p->n; i++)
    p->twice(i);

  // CHECK-VERDICT: violation
  // CHECK-WITNESS: a.data race certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'a.data'
#pragma omp parallel for
  for (int i = 1; i < a.n; i++)
    a.at(i) += a.at(i - 1);
}

void fill(Field &a, const double *x, int n) {
  // `push` assigns a.count in every iteration.
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: a.count race certain
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: data race on shared variable 'a.count'
  // CHECK-MESSAGES: :29:5: note: iteration i = 0 writes 'count'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: possible data race on shared variable 'a.data'
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    a.push(x[i]);
}

void others(Field *grids, Field &a, double *out, int n) {
  // CHECK-VERDICT: unknown
  // CHECK-REASON: call to 'weight', which may access memory (it is a virtual member function)
  // CHECK-REASON-KIND: call
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: call to 'weight'
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    out[i] = a.weight(i);

  // (Followed on the element grids[i], and so is what its pointer field
  // points to, a buffer of each element's: read only here.)
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    out[i] = grids[i].get(0);
}

// An accessor given a value the model cannot compute (`idx[i]`) names some
// cell of its array: the caller reads idx[i], and two iterations may meet.
void scatter(Field &a, const int *idx, int n) {
  // CHECK-VERDICT: unknown
  // CHECK-REASON-KIND: possible-race
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: possible data race on shared variable 'a.data'
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    a.at(idx[i]) += 1.0;
}
