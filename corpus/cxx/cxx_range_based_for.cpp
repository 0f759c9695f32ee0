// A range-based `for` over an array, a std::array or a std::vector is a canonical loop (OpenMP 5.2, 4.4.1): its iteration k binds the loop variable to element k, as a reference (another name of the element) or as a copy. Checked exactly, as a plain `for` over the indices; the witness names the iteration by its element (`x = v[1]`). A range the model does not follow, or one among collapsed loops, stays unknown; a std::vector's cells get no reduction clause (no array section names them).
#include <array>
#include <vector>

void scale(std::vector<double> &v, double f)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (double &x : v)
    x *= f;
}

double sum_of(const std::vector<double> &v)
{
  double sum = 0.0;
  // CHECK-VERDICT: fixable
  // CHECK-WITNESS: sum race certain
  // CHECK-MESSAGES: :[[@LINE+4]]:1: error: data race on shared variable 'sum'
  // CHECK-MESSAGES: :[[@LINE+5]]:5: note: iteration x = v[0] writes 'sum'
  // CHECK-MESSAGES: :[[@LINE+4]]:5: note: iteration x = v[1] reads 'sum'
  // CHECK-FIXED: #pragma omp parallel for reduction(+: sum)
#pragma omp parallel for
  for (double x : v)
    sum += x;
  return sum;
}

void against_the_first(std::vector<double> &v)
{
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: v race certain
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: data race on shared variable 'v'
  // CHECK-MESSAGES: :[[@LINE+4]]:5: note: iteration x = v[0] writes 'x'
  // CHECK-MESSAGES: :[[@LINE+3]]:9: note: iteration x = v[1] reads 'v[0]'
#pragma omp parallel for
  for (double &x : v)
    x = v[0] + x;
}

void fill_array()
{
  double a[64];
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (double &x : a)
    x = 1.0;
  (void)a[0];
}

int last_of(const std::array<int, 8> &b)
{
  int last = 0;
  // CHECK-VERDICT: fixable
  // CHECK-WITNESS: last race certain
  // CHECK-MESSAGES: :[[@LINE+2]]:1: error: data race on shared variable 'last'
  // CHECK-FIXED: #pragma omp parallel for lastprivate(last)
#pragma omp parallel for
  for (int y : b)
    last = y;
  return last;
}

void weighted(const std::vector<double> &w, double *a, int n)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    double s = 0.0;
    for (double x : w)
      s += x * a[i];
    a[i] = s;
  }
}

void grown_first(std::vector<double> &v)
{
  v.push_back(1.0);
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (double &x : v)
    x = 2.0 * x;
}

void every_iteration_updates_all(std::vector<double> &u, int n)
{
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: u race certain
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: data race on shared variable 'u'
  // CHECK-MESSAGES: :[[@LINE+5]]:7: note: iteration i = 0 writes 'x'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: no data-sharing attribute of 'u' removes this conflict
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    for (double &x : u)
      x += 1.0;
}

void rows(std::vector<std::vector<double>> &g)
{
  // CHECK-VERDICT: unknown
  // CHECK-REASON: a range-based 'for' over 'g', not an array or container of numbers or structs the model follows
  // CHECK-REASON-KIND: bounds
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: a range-based 'for' over 'g'
#pragma omp parallel for
  for (auto &row : g)
    row[0] = 1.0;
}

void collapsed(std::vector<double> &v, const double *m)
{
  // CHECK-VERDICT: unknown
  // CHECK-REASON: a range-based 'for' among the loops 'collapse' joins
  // CHECK-REASON-KIND: bounds
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: a range-based 'for' among the loops 'collapse' joins
#pragma omp parallel for collapse(2)
  for (int i = 0; i < 10; i++)
    for (double &x : v)
      x += m[i];
}
