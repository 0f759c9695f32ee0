// `<chrono>` timing: a clock's `now()`, `end - start`, `duration_cast`, `count()` compute values and touch no memory of the program, and a duration or a time point is one value, read and written whole (`t0 = clock::now()` writes t0). Issue 37's development half: 22 regions and loops timed with std::chrono stopped at "a call to 'now'". A time point that every thread writes is still a race.
#include <chrono>
#include <omp.h>

using Clock = std::chrono::high_resolution_clock;

void timed_fill(int n, double *a, double *seconds)
{
  // CHECK-REGION: verified
#pragma omp parallel
  {
    auto start = Clock::now();
    // CHECK-VERDICT: verified
#pragma omp for
    for (int i = 0; i < n; i++)
      a[i] = 2.0 * i;
    auto end = Clock::now();
    seconds[omp_get_thread_num()] =
        std::chrono::duration<double>(end - start).count();
  }
}

double timed_loop(int n, double *a)
{
  Clock::time_point begin;
  begin = Clock::now();
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    auto t = Clock::now();
    a[i] = std::chrono::duration_cast<std::chrono::microseconds>(t - begin).count();
  }
  return std::chrono::duration<double>(Clock::now() - begin).count();
}

Clock::time_point last_start;

void every_thread_stamps(void)
{
  // CHECK-REGION: violation
  // CHECK-WITNESS: last_start race certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'last_start'
#pragma omp parallel
  last_start = Clock::now();
}
