// A member function that returns an affine value of its object's fields
// (`int cols() const { return cols_; }`, `int size() const { return n *
// m; }` is not affine, `int last() const { return n - 1; }` is) is that
// value where it is called, its object's fields parameters that nothing
// in the function changes: a loop bound `j < g.cols()` inside a parallel
// loop is `j < g.cols_`. Before, such a call in an inner loop's bound was
// "call to 'cols', which may access memory" (only a directive's own
// bounds, evaluated once, were read).
#include <vector>

class Grid {
public:
  int rows() const { return rows_; }
  int cols() const { return cols_; }
  int last() const { return cols_ - 1; }
  int take() { return taken_++; }
  void grow() { cols_++; }

private:
  int rows_, cols_, taken_;
};

void clear(const Grid &g, std::vector<std::vector<double>> &u)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < g.rows(); i++)
    for (int j = 0; j < g.cols(); j++)
      u[i][j] = 0.0;
}

void shift(const Grid &g, std::vector<std::vector<double>> &u)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < g.rows(); i++)
    for (int j = 0; j < g.last(); j++)
      u[i][j] = u[i][j + 1];
}

void first_row(const Grid &g, std::vector<std::vector<double>> &u)
{
  // CHECK-VERDICT: violation
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'u' [ompfix-race]
#pragma omp parallel for
  for (int i = 0; i < g.rows(); i++)
    for (int j = 0; j < g.cols(); j++)
      u[0][j] += 1.0;
}

// A getter with a side effect is no value: the call is followed, at the
// first test of every iteration's inner loop, and races.
void taking(Grid &g, std::vector<std::vector<double>> &u)
{
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: g.taken_ race certain
  // CHECK-MESSAGES: :[[@LINE+5]]:1: error: data race on shared variable 'g.taken_'
  // CHECK-MESSAGES: :16:23: note: iteration i = 0 writes 'taken_'
  // CHECK-MESSAGES: :16:23: note: iteration i = 1 reads 'taken_'
  // CHECK-MESSAGES: :[[@LINE+2]]:1: note: no data-sharing attribute of 'g.taken_' removes this conflict
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 'g.taken_' is a field, which no clause can name
#pragma omp parallel for
  for (int i = 0; i < g.rows(); i++)
    for (int j = 0; j < g.take(); j++)
      u[i][j] = 0.0;
}

// The field changes in the loop: the getter's value is no parameter, and
// the getter's read races with the change.
void growing(Grid &g, std::vector<std::vector<double>> &u)
{
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: g.cols_ race certain
  // CHECK-MESSAGES: :[[@LINE+5]]:1: error: data race on shared variable 'g.cols_'
  // CHECK-MESSAGES: :17:17: note: iteration i = 0 writes 'cols_'
  // CHECK-MESSAGES: :14:29: note: iteration i = 1 reads 'cols_'
  // CHECK-MESSAGES: :[[@LINE+2]]:1: note: no data-sharing attribute of 'g.cols_' removes this conflict
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 'g.cols_' is a field, which no clause can name
#pragma omp parallel for
  for (int i = 0; i < g.rows(); i++) {
    for (int j = 0; j < g.cols(); j++)
      u[i][j] = 0.0;
    g.grow();
  }
}

// A review's wrong `verified` answers: the getter's value changes in the
// loop in ways the field's invariance missed.
struct Shape {
  static int count_;
  mutable int cached_;
  int rows_, cols_;
  int count() const { return count_; }
  int cached() const { return cached_; }
  void refresh() const { cached_ = 50; }
  int cols() const { return cols_; }
};
int Shape::count_ = 10;

// A getter of a static member reads a global: no parameter. The member
// function names the declaration in the class, the loop the definition:
// one variable. (Iteration 0 writes it where its inner loop runs at all.)
void static_member(Shape &g, double (*a)[100])
{
  // CHECK-VERDICT: unknown
  // CHECK-REASON-KIND: possible-race
  // CHECK-MESSAGES: :[[@LINE+3]]:1: warning: possible data race on shared variable 'Shape::count_'
  // CHECK-MESSAGES: :[[@LINE+7]]:9: note: iteration i = 0 writes 'Shape::count_'
  // CHECK-MESSAGES: :93:30: note: iteration i = 1 reads 'count_'
#pragma omp parallel for
  for (int i = 0; i < 64; i++)
    for (int j = 0; j < g.count(); j++) {
      a[i][j] = 1.0;
      if (i == 0)
        Shape::count_ = 3;
    }
}

// A const member function that writes a mutable field changes the object.
void mutable_field(const Shape &g, double (*a)[100])
{
  // CHECK-VERDICT: unknown
  // CHECK-REASON-KIND: possible-race
  // CHECK-MESSAGES: :[[@LINE+3]]:1: warning: possible data race on shared variable 'g.cached_'
  // CHECK-MESSAGES: :95:26: note: iteration i = 0 writes 'cached_'
  // CHECK-MESSAGES: :94:31: note: iteration i = 1 reads 'cached_'
#pragma omp parallel for
  for (int i = 0; i < 64; i++)
    for (int j = 0; j < g.cached(); j++) {
      a[i][j] = 1.0;
      if (i == 0)
        g.refresh();
    }
}

// The struct assigned whole (its operator=, written by the compiler) by
// iteration 0, read by every iteration's getter.
void assigned_whole(Shape &g, const Shape &h, double (*a)[100])
{
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: g.cols_ race certain
  // CHECK-MESSAGES: :[[@LINE+5]]:1: error: data race on shared variable 'g.cols_'
  // CHECK-MESSAGES: :89:8: note: iteration i = 0 writes 'Shape'
  // CHECK-MESSAGES: :96:29: note: iteration i = 1 reads 'cols_'
  // CHECK-MESSAGES: :[[@LINE+2]]:1: note: no data-sharing attribute of 'g.cols_' removes this conflict
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 'g.cols_' is a field, which no clause can name
#pragma omp parallel for
  for (int i = 0; i < 64; i++) {
    if (i == 0)
      g = h;
    for (int j = 0; j < g.cols(); j++)
      a[i][j] = 1.0;
  }
}
