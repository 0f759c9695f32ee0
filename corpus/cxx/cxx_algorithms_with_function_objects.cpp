// Standard algorithms given a function object (a comparison, a predicate, an operation) and the ones given a position inside their range (`nth_element`, `partial_sort`, `rotate`) or working on heaps: the function object is followed where it touches no memory (a lambda capturing nothing, a class without fields such as std::greater, a function of the file), so the call does what its range's row says. One that reads memory stays unknown, naming it.
#include <algorithm>
#include <functional>
#include <numeric>
#include <vector>

static bool by_magnitude(double p, double q) { return p * p < q * q; }

struct Descending {
  bool operator()(const double &p, const double &q) const { return p > q; }
};

void sort_rows(std::vector<std::vector<double>> &rows)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (size_t i = 0; i < rows.size(); i++)
    std::sort(rows[i].begin(), rows[i].end(), std::greater<double>());

  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (size_t i = 0; i < rows.size(); i++)
    std::stable_sort(rows[i].begin(), rows[i].end(), by_magnitude);

  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (size_t i = 0; i < rows.size(); i++)
    std::sort(rows[i].begin(), rows[i].end(), Descending{});

  auto closer = [](const auto &p, const auto &q) { return p < q; };
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (size_t i = 0; i < rows.size(); i++)
    std::make_heap(rows[i].begin(), rows[i].end(), closer);
}

void medians(double *a, int n, int m, int k)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    std::nth_element(a + i * m, a + i * m + k, a + (i + 1) * m);

  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    std::partial_sort(a + i * m, a + i * m + 3, a + (i + 1) * m,
                      [](double p, double q) { return p > q; });
}

void scaled_counts(const double *x, double *y, int *big, int n, int m)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    std::transform(x + i * m, x + (i + 1) * m, y + i * m,
                   [](double v) { return 2.0 * v; });
    big[i] = std::count_if(y + i * m, y + (i + 1) * m,
                           [](double v) { return v > 1.0; });
  }
}

// Every iteration sorts the whole vector.
void sort_all(std::vector<double> &v, int n)
{
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: v race certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'v'
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    std::sort(v.begin(), v.end(), [](double p, double q) { return p > q; });
}

// The transform writes the next row's first cell too.
void transform_one_more(const double *x, double *y, int n, int m)
{
  // CHECK-VERDICT: unknown
  // CHECK-REASON: may leave the row of 'y'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: {{.*}}
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    std::transform(x + i * m, x + (i + 1) * m, y + i * m + 1,
                   [](double v) { return -v; });
}

// A comparison that reads memory (the keys) is not followed inside sort.
void sort_by_key(std::vector<std::vector<int>> &rows,
                 const std::vector<double> &key)
{
  // CHECK-VERDICT: unknown
  // CHECK-REASON-KIND: call
  // CHECK-REASON: may touch memory, which the model does not follow in a standard algorithm
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: {{.*}}
#pragma omp parallel for
  for (size_t i = 0; i < rows.size(); i++)
    std::sort(rows[i].begin(), rows[i].end(),
              [&](int p, int q) { return key[p] < key[q]; });
}

// A review's wrong `verified` answers: a function object whose making or
// calls touch memory (a comma before it, a function of the program named
// like a math function, a constructor that counts).
int hits;
namespace mine {
double fabs(double x)
{
  hits++;
  return x;
}
} // namespace mine
struct Tick {
  ~Tick() { hits++; }
};
struct Counted {
  Counted() { hits++; }
  bool operator()(double p, double q) const { return p < q; }
};

void effects(double *a, int n)
{
  // CHECK-VERDICT: unknown
  // CHECK-REASON: may touch memory, which the model does not follow in a standard algorithm
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: {{.*}}
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    std::sort(a + i * 10, a + i * 10 + 10, (hits++, std::greater<double>()));

  // CHECK-VERDICT: unknown
  // CHECK-REASON: may touch memory, which the model does not follow in a standard algorithm
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: {{.*}}
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    std::sort(a + i * 10, a + i * 10 + 10, [](double p, double q) {
      return mine::fabs(p) < mine::fabs(q);
    });

  // CHECK-VERDICT: unknown
  // CHECK-REASON: may touch memory, which the model does not follow in a standard algorithm
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: {{.*}}
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    std::sort(a + i * 10, a + i * 10 + 10, Counted());

  // (An array of objects whose destructor counts.)
  // CHECK-VERDICT: unknown
  // CHECK-REASON: may touch memory, which the model does not follow in a standard algorithm
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: {{.*}}
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    std::sort(a + i * 10, a + i * 10 + 10, [](double p, double q) {
      Tick t[1];
      return p < q;
    });
}
