// An accessor whose body declares integer locals before its `return` (`int k = r * W + c; return cells[k];`) is followed as one without: each local is its initializer's value with the arguments bound, since nothing in such a body changes it. A local that is no affine value (`int k = perm[i]`) is any value: the accessor reads what its initializer reads, and its cell may be any. A pointer local is the memory its initializer points into (`double *column = data + j * W; return column[i];`); with an offset that is no affine value (`j * ld`) somewhere in it. A pure integer function with such locals (`int base = i * W; return base + j;`) is its value in subscripts.
#include <vector>

enum { W = 64 };

struct Grid {
  double cells[W * W];
  double &at(int r, int c) {
    const int k = r * W + c;
    return cells[k];
  }
  double *row(int r) {
    int offset = r * W;
    return cells + offset;
  }
};

void fill_rows(Grid &g) {
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int r = 0; r < W; r++)
    for (int c = 0; c < W; c++)
      g.at(r, c) = r + c;
}

void shift_rows(Grid &g) {
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: g.cells race certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'g.cells'
#pragma omp parallel for
  for (int r = 0; r < W - 1; r++)
    g.at(r + 1, 0) = g.at(r, 0);
}

void scale_rows(Grid &g) {
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int r = 0; r < W; r++) {
    double *p = g.row(r);
    for (int c = 0; c < W; c++)
      p[c] *= 2;
  }
}

struct Permuted {
  std::vector<double> data;
  std::vector<int> perm;
  double &operator[](int i) {
    int k = perm[i];
    return data[k];
  }
};

void through_permutation(Permuted &p, int n) {
  // (Where perm sends i is not known: two iterations may write one cell.)
  // CHECK-VERDICT: unknown
  // CHECK-WITNESS: p.data race possible
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: possible data race on shared variable 'p.data'
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    p[i] = i;
}

static int cell(int i, int j) {
  int base = i * W;
  return base + j;
}

void flat_fill(double *a, int n) {
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    for (int j = 0; j < W; j++)
      a[cell(i, j)] = i - j;
}

void flat_first_column(double *a, int n) {
  // CHECK-VERDICT: fixable
  // CHECK-WITNESS: a race certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'a'
#pragma omp parallel for
  for (int j = 0; j < W; j++)
    for (int i = 0; i < n; i++)
      a[cell(i, 0)] += j;
}

int next_slot();

struct Counted {
  double v[W];
  double &slot(int i) {
    int k = i + next_slot();
    return v[k];
  }
};

void through_a_counter(Counted &c) {
  // CHECK-VERDICT: unknown
  // CHECK-REASON: call to 'slot', whose result is a reference the model does not follow (local 'k' is initialized with a call that is no load)
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: call to 'slot'
#pragma omp parallel for
  for (int i = 0; i < W / 2; i++)
    c.slot(i) = i;
}

struct Matrix {
  double *data;
  int ld;
  double &operator()(int i, int j) {
    double *column = data + j * W;
    return column[i];
  }
  double get(int i, int j) const {
    const double *column = data + j * ld;
    return column[i];
  }
};

void fill_columns(Matrix &m) {
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int j = 0; j < W; j++)
    for (int i = 0; i < W; i++)
      m(i, j) = i * j;
}

void shift_columns(Matrix &m) {
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: m.data race certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'm.data'
#pragma omp parallel for
  for (int j = 1; j < W; j++)
    m(0, j) = m(0, j - 1);
}

double column_sums(const Matrix &m, double *__restrict out) {
  // (Reads only: somewhere in m.data is no conflict.)
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int j = 0; j < W; j++) {
    double s = 0;
    for (int i = 0; i < W; i++)
      s += m.get(i, j);
    out[j] = s;
  }
  return out[0];
}

static int truth(int i) {
  bool b = i;
  return b;
}

void through_a_bool(double *a, int n) {
  // (A bool local is 0 or 1, not the integer it was made from: the
  // iterations meet at a[1].)
  // CHECK-VERDICT: unknown
  // CHECK-WITNESS: a race possible
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: possible data race on shared variable 'a'
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    a[truth(i)] = i;
}
