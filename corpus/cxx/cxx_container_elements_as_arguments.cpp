// An element of a std::vector or std::array of numbers given to a reference parameter (`put(out[i], v)` for `float &r`), or its address to a pointer parameter (`&rows[i][0]`), is the container's cell, as an array element is: the callee's accesses through the parameter are accesses to that cell (before, "an argument is a reference the model does not follow").
#include <array>
#include <vector>

static void put(float &r, float v) { r = v * 2; }
static void put_two(float &r0, float &r1, float v)
{
  r0 = v;
  r1 = v + 1;
}
static void zero(double *row, int m)
{
  for (int j = 0; j < m; j++)
    row[j] = 0.0;
}

void elements(std::vector<float> &out, std::array<float, 64> &fixed, int n)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    put(out[i], 1.0f);

  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < 32; i++)
    put_two(fixed[2 * i + 0], fixed[2 * i + 1], 1.0f);

  // Iteration i writes out[i + 1], which iteration i + 1 writes too.
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: out race certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'out'
#pragma omp parallel for
  for (int i = 0; i < n - 1; i++)
    put_two(out[i], out[i + 1], 1.0f);
}

void rows(std::vector<std::vector<double>> &grid, int n, int m)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    zero(&grid[i][0], m);

  // Every iteration zeroes row 0.
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: grid race certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'grid'
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    zero(&grid[0][0], m);
}
