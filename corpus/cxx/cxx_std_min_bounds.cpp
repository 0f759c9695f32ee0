// std::min and std::max of integers are exact bounds (their parameters are const references: a call reads its arguments, so `n` stays a parameter), as in the tiled loops of C++ kernels; the tile loops count by a value that cannot change.
#include <algorithm>
#include <cstdlib>

int main(int argc, char **argv)
{
  int n = std::atoi(argv[1]);
  int tile = argc > 2 ? std::atoi(argv[2]) : 32;
  double *in = new double[n * n];
  double *out = new double[n * n];
  // CHECK-REGION: verified
#pragma omp parallel
  {
    // CHECK-VERDICT: verified
#pragma omp for collapse(2)
    for (int it = 0; it < n; it += tile)
      for (int jt = 0; jt < n; jt += tile)
        for (int i = it; i < std::min(n, it + tile); i++)
          for (int j = jt; j < std::min(n, jt + tile); j++) {
            in[i * n + j] = i + j;
            out[i * n + j] = 0.0;
          }
    // CHECK-VERDICT: verified
#pragma omp for
    for (int i = 1; i < n - 1; i++)
      for (int j = std::max(1, i - 2); j < std::min(n - 1, i + 2); j++)
        out[i * n + j] += in[(i - 1) * n + j] + in[(i + 1) * n + j];
  }
  double sum = out[n + 1];
  delete[] in;
  delete[] out;
  return sum > 0.0;
}
