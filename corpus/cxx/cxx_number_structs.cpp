// C++ structs of numbers: `q[i] = s * p[i]` (a trivial operator=, an operator returning a struct), a struct given by `const &` or by address as one element of an array (the callee's fields are that element's), and an accessor returning an element of a std::vector field (`m.at(i, j)`, passed on to `std::max`). Each iteration's own elements are verified; an element of the next iteration, an element chosen by an index array, or a row's cell that nothing keeps in its row (rows of the object's `width` cells), is said as such.
#include <algorithm>
#include <utility>
#include <vector>

struct Vec3 {
  double x, y, z;
};

Vec3 operator*(double s, const Vec3 &v) { return {s * v.x, s * v.y, s * v.z}; }
Vec3 operator+(Vec3 a, Vec3 b) { return {a.x + b.x, a.y + b.y, a.z + b.z}; }
static double dot(const Vec3 &a, const Vec3 &b) {
  return a.x * b.x + a.y * b.y + a.z * b.z;
}
static void scale(Vec3 *v, double s) {
  v->x *= s;
  v->y *= s;
  v->z *= s;
}

class Table {
  std::vector<double> cells;
  int width;

public:
  double &at(int i) { return cells[i]; }
  double &at(int r, int c) { return cells[r * width + c]; }
};

void scaled_copies(int n, Vec3 *p, Vec3 *q) {
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    q[i] = 2.0 * p[i];
}

void sums_by_value(int n, const Vec3 *p, Vec3 *q) {
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    q[i] = p[i] + q[i];
}

void sum_components(int n, const Vec3 *p, const Vec3 *q, double *d) {
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    d[i] = (p[i] + q[i]).x;
}

void dots(int n, const Vec3 *p, const Vec3 *q, double *d) {
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    d[i] = dot(p[i], q[i]);
}

void scaled_in_place(int n, Vec3 *p) {
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    scale(&p[i], 2.0);
}

void scaled_halves(int n, Vec3 *p) {
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: p[].x race certain
  // CHECK-MESSAGES: :[[@LINE+4]]:1: error: data race on shared variable 'p[].x'
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: data race on shared variable 'p[].y'
  // CHECK-MESSAGES: :[[@LINE+2]]:1: error: data race on shared variable 'p[].z'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: {{.*}}
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    scale(&p[i / 2], 2.0);
}

void from_the_next(int n, Vec3 *q) {
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: q[].x race certain
  // CHECK-MESSAGES: :[[@LINE+5]]:1: error: data race on shared variable 'q[].x'
  // CHECK-MESSAGES: :[[@LINE+6]]:5: note: iteration i = 1 writes 'q[i]'
  // CHECK-MESSAGES: :[[@LINE-72]]:55: note: iteration i = 0 reads 'v.x'
  // CHECK-MESSAGES: :[[@LINE+2]]:1: error: data race on shared variable 'q[].y'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'q[].z'
#pragma omp parallel for
  for (int i = 0; i < n - 1; i++)
    q[i] = 2.0 * q[i + 1];
}

void through_an_index(int n, Vec3 *p, const int *idx) {
  // CHECK-VERDICT: unknown
  // CHECK-REASON: access to a struct member 'v->x'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: access to a struct member 'v->x'
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    scale(&p[idx[i]], 2.0);
}

void table_rows(int n, Table &a, Table &b) {
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    b.at(i) = std::max(a.at(i), 0.0);
}

void table_product(int n, Table &a, Table &b) {
  // (Rows of `width` cells: nothing says width > 1, where column 1 would
  // be in row i.)
  // CHECK-VERDICT: unknown
  // CHECK-REASON: 'cells[r * width + c]' may leave a row of 'b.cells' (the model reads it as rows of 'width' cells)
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop:
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    b.at(i, 0) = a.at(i, 1);
}

struct Segment {
  long i0, i1;
  long len() const { return i1 - i0; }
};

// (Assigned whole after the loop: the same memory, its numbers written.)
void segments(int nt, Segment &s1, Segment &s2, long *out) {
  if (s2.len() > s1.len())
    std::swap(s1, s2);
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int t = 0; t < nt; t++)
    out[t] = s2.i0 + t;
  s2 = s1;
}
