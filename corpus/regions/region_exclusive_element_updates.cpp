// Updates by one operator under a lock or `critical` commute, also when their target is an element of a std::vector (`g_vector[k]++`) or a field of an array of structs (`data[k].counter += 2`): the result is the sequential one whatever order the threads pass. The update's target was not recognised through a container's `operator[]` or an element's field, and each was an order dependence (a false certain finding on issue 37's development half: race_conditions_fixed.cpp, `g_vector[index]++` between omp_set_lock and omp_unset_lock). A plain store of a thread's value under `critical` still depends on the order.
#include <vector>
#include <omp.h>

std::vector<int> g_vector(16);
omp_lock_t g_lock;

struct Slot {
  long counter;
  long last;
};

Slot data[8];

void count_under_lock(int iterations)
{
  // CHECK-REGION: verified
#pragma omp parallel
  {
    for (int i = 0; i < iterations; i++) {
      omp_set_lock(&g_lock);
      g_vector[i % 16]++;
      omp_unset_lock(&g_lock);
#pragma omp critical
      data[i % 8].counter += 2;
    }
  }
}

void last_writer(int iterations)
{
  // CHECK-REGION: violation
  // CHECK-WITNESS: data[].last order certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: the value of 'data[].last' depends on the order in which the threads pass its atomic or critical updates
#pragma omp parallel
  {
    int t = omp_get_thread_num();
    for (int i = 0; i < iterations; i++) {
#pragma omp critical
      data[i % 8].last = t;
    }
  }
}
