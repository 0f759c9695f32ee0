// A row of a std::vector of vectors (or std::arrays) is one dimension
// less of the same variable: a reference bound to it in a loop directive
// (`std::vector<double> &row = M[i];`, its subscript kept while the name
// lives) and a function's container parameter given it (`zero(M[i], m)`)
// are M's row i, `row[j]` cell (i, j) of M. Before, both made the loop
// unknown ("reference 'row' to a container, which the model does not
// follow"; "call to 'zero', which may access memory").
#include <vector>

static void zero(std::vector<double> &r, int m)
{
  for (int j = 0; j < m; j++)
    r[j] = 0.0;
}

void rows_named(std::vector<std::vector<double>> &M,
                const std::vector<double> &x, int n, int m)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    std::vector<double> &row = M[i];
    for (int j = 0; j < m; j++)
      row[j] = 2.0 * x[j];
  }
}

void rows_given(std::vector<std::vector<double>> &M, int n, int m)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    zero(M[i], m);
}

void first_row_given(std::vector<std::vector<double>> &M, int n, int m)
{
  // CHECK-VERDICT: violation
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'M' [ompfix-race]
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    zero(M[0], m);
}

void next_row_named(std::vector<std::vector<double>> &M, int n, int m)
{
  // CHECK-VERDICT: violation
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'M' [ompfix-race]
#pragma omp parallel for
  for (int i = 0; i < n - 1; i++) {
    auto &next = M[i + 1];
    for (int j = 0; j < m; j++)
      next[j] = M[i][j];
  }
}

// A subscript that changes while the name lives: not followed.
void moving_subscript(std::vector<std::vector<double>> &M, int n, int m)
{
  // CHECK-VERDICT: unknown
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: {{.*}}
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    int k = i;
    std::vector<double> &row = M[k];
    k++;
    row[0] = k;
  }
}

// A callee given a row and the whole container: both are M. Before the
// container parameter was bound, `M` there was another variable assumed
// not to overlap M (a review's wrong `verified`).
static void from_first(std::vector<double> &r,
                       std::vector<std::vector<double>> &M)
{
  r[0] = M[0][0] + 1.0;
}

void row_and_container(std::vector<std::vector<double>> &M, int n)
{
  // CHECK-VERDICT: violation
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'M' [ompfix-race]
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    from_first(M[i], M);
}

static void clear_row(std::vector<std::vector<double>> &M, int i, int m)
{
  for (int j = 0; j < m; j++)
    M[i][j] = 0.0;
}

void container_given(std::vector<std::vector<double>> &M, int n, int m)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    clear_row(M, i, m);
}
