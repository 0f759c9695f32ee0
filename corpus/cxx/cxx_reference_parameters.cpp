// A reference parameter to a number (`double &min_val`) is the caller's
// scalar: a variable of its own, which may be another name of the
// caller's memory as a pointer parameter's cells may be (an assumption,
// listed). It was "variable of type 'double &' is not modelled" (issue
// 37: 11 loops and regions of the development half).
#include <vector>

// Threads' partial results combined under `critical` by min/max updates.
void minmax(const std::vector<double> &data, double &min_val, double &max_val)
{
  min_val = data[0];
  max_val = data[0];
  // CHECK-REGION: verified
#pragma omp parallel
  {
    double thread_min = data[0];
    double thread_max = data[0];
    // CHECK-VERDICT: verified
#pragma omp for
    for (long long i = 0; i < static_cast<long long>(data.size()); ++i) {
      if (data[i] < thread_min)
        thread_min = data[i];
      if (data[i] > thread_max)
        thread_max = data[i];
    }
#pragma omp critical
    {
      if (thread_min < min_val)
        min_val = thread_min;
      if (thread_max > max_val)
        max_val = thread_max;
    }
  }
}

void sum_into(int n, const double *a, double &total)
{
  // CHECK-VERDICT: fixable
  // CHECK-FIXED: #pragma omp parallel for reduction(+: total)
  // CHECK-MESSAGES: :[[@LINE+3]]:1: remark: assuming that 'a' and 'total' do not overlap
  // CHECK-MESSAGES: :[[@LINE+2]]:1: error: data race on shared variable 'total' [ompfix-missing-reduction]
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 'total' needs 'reduction(+: total)'
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    total += a[i];
}

// The results stored through the references after the loop.
void count_times(const std::vector<int> &count, float &vecto_time,
                 float &scalar_time)
{
  float v = 0, s = 0;
  // CHECK-VERDICT: verified
#pragma omp simd reduction(+ : v, s)
  for (unsigned int ic = 0; ic < count.size(); ic++) {
    if (count[ic] > 0) {
      v += count[ic];
      s += 2 * count[ic];
    }
  }
  scalar_time = s;
  vecto_time = v;
}
