// std::vector and std::array elements are array cells (`v[i]`, a bound `i < v.size()` that only the vector's resizing can change): the loops are checked exactly; a private std::array scratch is verified, a vector read from the previous iteration races.
#include <array>
#include <cstddef>
#include <vector>

void scale(std::vector<double> &v, const std::vector<double> &w, double s)
{
  // CHECK-VERDICT: verified
  // CHECK-VARIABLE: v declared=shared required=shared status=ok
#pragma omp parallel for
  for (std::size_t i = 0; i < v.size(); i++)
    v[i] = w[i] * s;
}

void smooth(int n)
{
  std::vector<double> a(n), b(n);
  std::array<double, 4> tmp;
  for (int i = 0; i < n; i++)
    b[i] = i;
  // CHECK-VERDICT: verified
  // CHECK-VARIABLE: tmp declared=private required=private status=ok
#pragma omp parallel for private(tmp)
  for (int i = 0; i < n; i++) {
    tmp[0] = b[i];
    a[i] = tmp[0] * 2;
  }
  b[0] = a[1];
}

void carry(std::vector<double> &v, int n)
{
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: v race certain
  // CHECK-MESSAGES-ANY
#pragma omp parallel for
  for (int i = 1; i < n; i++)
    v[i] = v[i - 1];
}
