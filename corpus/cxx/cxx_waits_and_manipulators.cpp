// Waits let time pass and touch no memory (`usleep`, `std::this_thread::sleep_for`, `std::this_thread::yield`), and `<iomanip>`'s manipulators (`std::setw(8)`) give a value the stream applies: none of them is a call that "may touch any memory" (issue 37's development half: slate's `usleep` in a region, a tutorial's `sleep_for`). What the region does beside them is still checked: the shared counter written by every thread races.
#include <chrono>
#include <iomanip>
#include <iostream>
#include <thread>
#include <unistd.h>
#include <omp.h>

void staggered_start(int n, double *a)
{
  // CHECK-REGION: verified
#pragma omp parallel
  {
    usleep(100 * omp_get_thread_num());
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
    std::this_thread::yield();
    // CHECK-VERDICT: verified
#pragma omp for
    for (int i = 0; i < n; i++)
      a[i] = 0.5 * i;
  }
}

void table(int n, const double *a)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for ordered
  for (int i = 0; i < n; i++) {
#pragma omp ordered
    std::cout << std::setw(8) << std::setprecision(3) << a[i] << '\n';
  }
}

int last;

void wait_then_count(void)
{
  // CHECK-REGION: violation
  // CHECK-WITNESS: last race certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'last'
#pragma omp parallel
  {
    std::this_thread::sleep_for(std::chrono::microseconds(10));
    last = omp_get_thread_num();
  }
}
