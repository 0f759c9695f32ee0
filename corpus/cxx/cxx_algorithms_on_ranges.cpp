// The standard algorithms on ranges of numbers, from the table of their
// forms (LibraryTable.h, RangeAlgorithms): `std::fill` and `std::iota`
// write their range, `std::copy` reads one and writes another as long,
// `std::sort` and `std::reverse` read and write theirs, `std::accumulate`,
// `std::inner_product` and `std::count` read, and `*std::max_element`
// reads one cell of its range. Ranges are pointers the model follows
// (`a + i * m`, rows of a linearized array included) or iterators of a
// std::vector (`v.begin() + k`, `r[i].end()`). Before, every such call but
// accumulate's was "call to 'fill', which may access memory".
#include <algorithm>
#include <numeric>
#include <vector>

void zero_rows(double *a, int n, int m)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    std::fill(a + i * m, a + (i + 1) * m, 0.0);
}

void zero_rows_and_one_more(double *a, int n, int m)
{
  // CHECK-VERDICT: unknown
  // CHECK-REASON: may leave the row of 'a'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: a range that may leave the row of 'a' it starts in
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    std::fill(a + i * m, a + i * m + m + 1, 0.0);
}

void sort_rows(std::vector<std::vector<double>> &rows)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (size_t i = 0; i < rows.size(); i++)
    std::sort(rows[i].begin(), rows[i].end());
}

void row_maxima(const std::vector<std::vector<double>> &rows,
                std::vector<double> &best)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (size_t i = 0; i < rows.size(); i++)
    best[i] = *std::max_element(rows[i].begin(), rows[i].end());
}

void copy_blocks(const double *src, double *dst, int n, int b)
{
  // CHECK-VERDICT: verified
  // CHECK-ASSUMES: src and dst do not overlap
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    std::copy(src + b * i, src + b * i + b, dst + b * i);
}

// Every iteration writes the block of iteration 0 as well.
void copy_overlapping(const double *src, double *dst, int n)
{
  // CHECK-VERDICT: violation
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'dst' [ompfix-race]
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    std::copy(src + 4 * i, src + 4 * i + 8, dst + 4 * i);
}

void iota_tail(std::vector<int> &v, int k)
{
  // CHECK-VERDICT: violation
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'v' [ompfix-race]
#pragma omp parallel for
  for (int i = 0; i < k; i++)
    std::iota(v.begin() + i, v.end(), 0);
}

void dots(const std::vector<double> &x, const std::vector<double> &y,
          std::vector<double> &out, int n)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    out[i] = std::inner_product(x.begin() + 4 * i, x.begin() + 4 * i + 4,
                                y.begin(), 0.0);
}

// A comparison given to sort is the program's code, followed where it
// touches no memory (cxx_algorithms_with_function_objects.cpp); the
// library's own body is not read for its effects.
void sort_descending(std::vector<std::vector<double>> &rows)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (size_t i = 0; i < rows.size(); i++)
    std::sort(rows[i].begin(), rows[i].end(),
              [](double p, double q) { return p > q; });
}

// A flat vector read in rows (`x.begin() + i * d`, FunctionFacts counts
// such an iterator as a subscript): each iteration's row.
void row_maxima_flat(const std::vector<double> &x, std::vector<double> &best,
                     int n, int d)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    best[i] = *std::max_element(x.begin() + i * d, x.begin() + (i + 1) * d);
}

void normalize_rows_flat(std::vector<double> &x, int n, int d)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    double s = std::accumulate(x.begin() + i * d, x.begin() + i * d + d, 0.0);
    for (int j = 0; j < d; j++)
      x[i * d + j] /= s;
  }
}

// Two rows per iteration: rows i and i + 1 meet.
void fill_two_rows_flat(std::vector<double> &x, int n, int d)
{
  // CHECK-VERDICT: unknown
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: a range that may leave the row of 'x' it starts in
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    std::fill(x.begin() + i * d, x.begin() + (i + 2) * d, 0.0);
}

// A position found may be the range's end (nothing found): the next
// row's first cell, which the next iteration reads (a review's wrong
// `verified`).
void mark_first_large(double *a, double *out, int n, int m)
{
  // CHECK-VERDICT: unknown
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: possible data race on shared variable 'a'
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    out[i] = std::accumulate(a + i * m, a + (i + 1) * m, 0.0);
    *std::lower_bound(a + i * m, a + (i + 1) * m, 1e9) = i;
  }
}

// `std::equal` stops at the first difference: its reads are may-reads,
// and the write of v[4 * i + 4] by the next iteration no certain race.
void compare_shifted(std::vector<double> &v, std::vector<int> &same, int n)
{
  // CHECK-VERDICT: unknown
  // CHECK-REASON-KIND: possible-race
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: possible data race on shared variable 'v'
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    same[i] = std::equal(v.begin() + 4 * i, v.begin() + 4 * i + 4,
                         v.begin() + 4 * i + 1);
    v[4 * i] = i;
  }
}
