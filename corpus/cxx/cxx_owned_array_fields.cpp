// A field that is a std::unique_ptr owning an array of numbers (`std::unique_ptr<double[]> data_`, with any deleter) is a pointer field that owns its array: `data_[i]` and `data_.get()[i]` are its cells, `data_.get()` the pointer an accessor returns (`double *get() { return data_.get(); }`), and only its non-const members (`reset`, `release`, `=`) change it, which leaves the loops after them unknown. As for any pointer field, the array is assumed not to overlap other arrays the loop names. A local std::unique_ptr is followed where it owns only fresh arrays (cxx_owned_array_locals.cpp). (Library classes whose buffers are such fields were "call to 'get', whose result is a pointer the model does not follow (a member function of a system header)" and "call to 'operator[]', whose result is a reference the model does not follow", issue 38.)
#include <functional>
#include <memory>

struct Buffer {
  int n_;
  std::unique_ptr<double[]> data_;
  double *get() { return data_.get(); }
  double &operator[](int i) { return data_[i]; }
};

struct Values {
  int n_;
  std::unique_ptr<double[], std::function<void(double[])>> data_;
  double *get_data() { return data_.get(); }
};

struct Dense {
  int rows_;
  Values values_;
  double &at(int i) { return values_.get_data()[i]; }
};

void scale(Buffer &b, double a) {
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < b.n_; i++)
    b[i] *= a;
}

void number(Buffer &b) {
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < b.n_; i++)
    b.get()[i] = i;
}

void bump(Buffer &b) {
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < b.n_; i++)
    b.data_.get()[i] += b.data_[i];
}

void shift(Buffer &b) {
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: b.data_ race certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'b.data_'
#pragma omp parallel for
  for (int i = 0; i < b.n_ - 1; i++)
    b.data_[i + 1] = b.data_[i];
}

void fill_dense(Dense &m) {
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < m.rows_; i++)
    m.at(i) = 2.0 * i;
}

void total_dense(Dense &m) {
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: m.values_.data_ race certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'm.values_.data_'
#pragma omp parallel for
  for (int i = 1; i < m.rows_; i++)
    m.at(0) += m.at(i);
}

void refill(Buffer &b, double *p) {
  b.data_.reset(p);
  // CHECK-VERDICT: unknown
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop:
#pragma omp parallel for
  for (int i = 0; i < b.n_; i++)
    b.data_[i] = p[i + 1];
}

void local_buffers(double *out, int n, int m) {
  // Each iteration's own fresh buffer (corpus cxx_owned_array_locals.cpp).
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    std::unique_ptr<double[]> buf(new double[m]);
    for (int j = 0; j < m; j++)
      buf[j] = j;
    out[i] = buf[m - 1];
  }
}
