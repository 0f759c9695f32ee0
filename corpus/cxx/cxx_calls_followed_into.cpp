// C++ functions of the file called in loops are followed into: a reference parameter is the caller's cell (a reduction through `bump(s)` is one), a std::vector reference is the caller's vector, templates and default arguments are bound as written; a member function's `this` is its object, and an accessor returning a reference names the object's cell (cxx_member_functions.cpp has more).
#include <vector>

static void bump(double &x) { x += 1.0; }

static void assign(double &x, double v) { x = v; }

static double pair_sum(const std::vector<double> &v, int i) { return v[i] + v[i + 1]; }

template <class T> static void put(T *x, int i, T v = T(2)) { x[i] = v; }

struct Buffer {
  double *data;
  double at(int i) const { return data[i]; }
};

// A grid indexed by its call operator, as mini-apps write their arrays.
struct Grid {
  int nx;
  double *data;
  double &operator()(int i, int j) const { return data[i + j * nx]; }
};

double references(double *b, int n)
{
  double s = 0.0;
  // CHECK-VERDICT: verified
  // CHECK-VARIABLE: s declared=reduction(+) required=reduction(+) status=ok
#pragma omp parallel for reduction(+ : s)
  for (int i = 0; i < n; i++)
    bump(s);

  // CHECK-VERDICT: violation
  // CHECK-WITNESS: b race certain
  // CHECK-MESSAGES: :[[@LINE+2]]:1: error: data race on shared variable 'b'
  // CHECK-MESSAGES: :6:43: note: iteration i = 0 writes 'x'
#pragma omp parallel for
  for (int i = 0; i < n - 1; i++)
    assign(b[i + 1], b[i]);
  return s;
}

void vectors(std::vector<double> &a, double *b, int n)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n - 1; i++)
    b[i] = pair_sum(a, i);

  // CHECK-VERDICT: violation
  // CHECK-WITNESS: a race certain
  // CHECK-MESSAGES: :[[@LINE+2]]:1: error: data race on shared variable 'a'
  // CHECK-MESSAGES: note: no data-sharing attribute of 'a' removes this conflict
#pragma omp parallel for
  for (int i = 0; i < n - 1; i++)
    a[i] = pair_sum(a, i);
}

void templates_and_members(double *b, const Buffer &buffer, int n)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    put(b, i);

  // `buffer.at(i)` reads buffer.data[i].
  // CHECK-VERDICT: verified
  // CHECK-MESSAGES: :[[@LINE+1]]:1: remark: assuming that 'b' and 'buffer.data' do not overlap
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    b[i] = buffer.at(i);
}

void call_operator(int n, Grid &a, const Grid &b)
{
  // The operator's cell is a.data[i + j * a.nx], row j of a.nx cells
  // (Grid::data read as rows of its object's nx): nothing says i < a.nx,
  // so the cell may be another row's.
  // CHECK-VERDICT: unknown
  // CHECK-REASON-KIND: subscript
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop:
#pragma omp parallel for
  for (int j = 0; j < n; j++)
    for (int i = 0; i < n; i++)
      a(i, j) = 2.0 * b(i, j);
}
