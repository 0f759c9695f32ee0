// References to containers of numbers: a local reference bound to a
// container the model follows (a variable, a field, a row, what an
// accessor returns) names the same cells all along, as a reference
// parameter given it does (containerAlias); an accessor that returns a
// container by reference, `std::vector<double> &x() { return x_; }`,
// names that field where it is called (`m.x()[i]` is `m.x_[i]`,
// AccessorPlaces.cpp). Before, each was "reference 'x' to a container,
// which the model does not follow" or "a container returned by value
// that is no variable the model follows ('x_')".
#include <vector>

struct Mesh {
  std::vector<double> x_, y_;
  std::vector<double> &x() { return x_; }
  const std::vector<double> &y() const { return y_; }
};

void scale_local(std::vector<double> &y, int n)
{
  std::vector<double> &x = y;
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    x[i] *= 2;
}

// A field bound before the loop: the reference is another name of
// m.x_ (FunctionFacts::FieldNames), so binding it changes nothing, and
// what is done through it is done to m.x_.
void scale_field(Mesh &m, int n)
{
  std::vector<double> &x = m.x_;
  const auto &y = m.y_;
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    x[i] *= 2 * y[i];
}

// Every iteration writes m.x_[0] through its name.
void first_through_field_name(Mesh &m, int n)
{
  auto &x = m.x_;
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: m.x_ race certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'm.x_'
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    x[0] = m.y_[i];
}

// Growing the field through its name changes where its cells are: the
// reference is not followed across that (FieldWriteFinder sees the
// field change through the name).
void grown_through_field_name(Mesh &m, int n)
{
  auto &x = m.x_;
  x.push_back(0.0);
  // CHECK-VERDICT: unknown
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: reference 'x' to a container, which the model does not follow
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    x[i] = m.y_[i];
}

void scale_through_accessors(Mesh &m, int n)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    m.x()[i] = 2 * m.y()[i];
}

void scale_named_in_the_loop(Mesh &m, int n)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    auto &x = m.x();
    const auto &y = m.y();
    x[i] += y[i];
  }
}

static void add(std::vector<double> &to, const std::vector<double> &from,
                int i)
{
  to[i] += from[i];
}

void add_given(Mesh &m, int n)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    add(m.x(), m.y(), i);
}

// Each iteration reads the cell the next one writes.
void shift(Mesh &m, int n)
{
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: m.x_ race certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'm.x_'
#pragma omp parallel for
  for (int i = 0; i < n - 1; i++) {
    auto &x = m.x();
    x[i] = x[i + 1];
  }
}

static void copy_next(std::vector<double> &v, int i) { v[i] = v[i + 1]; }

// The same through the accessor and a parameter.
void shift_given(Mesh &m, int n)
{
  // CHECK-VERDICT: violation
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'm.x_'
#pragma omp parallel for
  for (int i = 0; i < n - 1; i++)
    copy_next(m.x(), i);
}
