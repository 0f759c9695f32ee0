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

// A getter with a side effect is no value: the call stays unknown.
void taking(Grid &g, std::vector<std::vector<double>> &u)
{
  // CHECK-VERDICT: unknown
  // CHECK-REASON-KIND: call
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: {{.*}}
#pragma omp parallel for
  for (int i = 0; i < g.rows(); i++)
    for (int j = 0; j < g.take(); j++)
      u[i][j] = 0.0;
}

// The field changes in the loop: the getter's value is no parameter.
void growing(Grid &g, std::vector<std::vector<double>> &u)
{
  // CHECK-VERDICT: unknown
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: {{.*}}
#pragma omp parallel for
  for (int i = 0; i < g.rows(); i++) {
    for (int j = 0; j < g.cols(); j++)
      u[i][j] = 0.0;
    g.grow();
  }
}
