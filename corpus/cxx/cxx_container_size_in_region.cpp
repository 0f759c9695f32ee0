// A standard container's size (`v.size()`, `v.empty()`) is a value of the container, none of its elements: reading it in a region's code or a loop's body is no call that may touch any memory (issue 37's development half: 17 regions and loops stopped at "a call to 'size'"). What resizes a std::vector (`push_back`) writes its size, which `empty()` reads (cxx_vector_changes.cpp): threads growing a vector they may find empty may race.
#include <vector>
#include <omp.h>

void scale_all(std::vector<double> &v, double *out)
{
  // CHECK-REGION: verified
#pragma omp parallel
  {
    int n = static_cast<int>(v.size());
    // CHECK-VERDICT: verified
#pragma omp for
    for (int i = 0; i < n; i++)
      out[i] = 2.0 * v[i];
  }
}

void count_nonempty(int n, std::vector<double> *rows, int *flags)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    flags[i] = rows[i].empty() ? 0 : 1;
}

void grow(std::vector<double> &v)
{
  // CHECK-REGION: unknown
  // CHECK-REASON-KIND: possible-race
  // CHECK-MESSAGES: :[[@LINE+3]]:1: warning: possible data race on shared variable 'v' between the threads of the parallel region
  // CHECK-MESSAGES: :[[@LINE+5]]:7: note: thread 0 writes 'v.push_back(1.0)'
  // CHECK-MESSAGES: :[[@LINE+3]]:10: note: thread 1 reads 'v.empty()'
#pragma omp parallel
  {
    if (!v.empty())
      v.push_back(1.0);
  }
}
