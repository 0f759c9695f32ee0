// An array field that a class reads as rows of its own object, `data[i * cols + j]` with `cols` a field of the same object (a matrix class's accessor, its member functions, `m.data[i * m.cols + j]`), is modelled with rows of `cols` cells when every use of the field in the file is such a subscript (no `&data[k]`, `data + k`, `double *p = data`, `data.data()`, no other layout) and the function checked and those it calls name it by such subscripts alone; a subscript that may leave its row is inexact there. A function that names the cells flat (`data[k]`, k < rows * cols, or `data[0]`) keeps the one dimension. (Issue 38, member functions followed: `m(i, j)` was "possible data race" for the product `i * cols`.)
#include <cstddef>
#include <memory>
#include <vector>

class Matrix {
public:
  std::size_t rows, cols;
  std::vector<double> data;
  double &operator()(std::size_t i, std::size_t j) { return data[i * cols + j]; }
  void zero() {
    // CHECK-VERDICT: verified
#pragma omp parallel for
    for (std::size_t i = 0; i < rows; i++)
      for (std::size_t j = 0; j < cols; j++)
        data[i * cols + j] = 0.0;
  }
  void scale(double a) {
    // CHECK-VERDICT: verified
#pragma omp parallel for
    for (std::size_t k = 0; k < rows * cols; k++)
      data[k] *= a;
  }
};

void fill(Matrix &m) {
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (std::size_t i = 0; i < m.rows; i++)
    for (std::size_t j = 0; j < m.cols; j++)
      m(i, j) = i + 0.5 * j;
}

void smooth_down(Matrix &m) {
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: m.data race certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'm.data'
#pragma omp parallel for
  for (std::size_t i = 1; i < m.rows; i++)
    for (std::size_t j = 0; j < m.cols; j++)
      m(i, j) += m(i - 1, j);
}

void shift_right(Matrix &m) {
  // CHECK-VERDICT: unknown
  // CHECK-REASON: 'data[i * cols + j]' may leave a row of 'm.data' (the model reads it as rows of 'cols' cells)
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop:
#pragma omp parallel for
  for (std::size_t i = 0; i < m.rows; i++)
    for (std::size_t j = 0; j < m.cols; j++)
      m(i, j + 1) = 1.0;
}

struct Pixels {
  int rows, cols;
  double *data;
  double &at(int i, int j) { return data[i * cols + j]; }
};

void first_pixel(Pixels &m) {
  m.at(0, 0) = 0.0;
  // (`data[0]` is no row's subscript: rows are not read here, and the
  // race on the first cell stays certain.)
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: m.data race certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'm.data'
#pragma omp parallel for
  for (int i = 0; i < m.rows; i++)
    m.data[0] += i;
}

struct ColumnMajor {
  int m, n, ld;
  float *val;
  float &at(int i, int j) { return val[i + j * ld]; }
};

void copy_columns(ColumnMajor &a, const ColumnMajor &b) {
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int j = 0; j < a.n; j++)
    for (int i = 0; i < a.m && i < a.ld; i++)
      a.at(i, j) = b.val[i + j * b.ld];
}

void through_owner(std::unique_ptr<ColumnMajor> &a) {
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int j = 0; j < a->n; j++)
    for (int i = 0; i < a->m && i < a->ld; i++)
      a->at(i, j) = 0.0f;
}

struct Grid {
  int nx, ny;
  double *u;
  double &at(int i, int j) { return u[i * ny + j]; }
  double *row(int i) { return &u[i * ny]; }
};

void fill_grid(Grid &g) {
  // (`&u[i * ny]` reaches the cells otherwise: u keeps one dimension.)
  // CHECK-VERDICT: unknown
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: possible data race on shared variable 'g.u'
#pragma omp parallel for
  for (int i = 0; i < g.nx; i++)
    for (int j = 0; j < g.ny; j++)
      g.at(i, j) = 0.0;
}
