// Threads that hand data over through a flag (`flush`, or an atomic access with a memory order, and a spin loop) order accesses the model would take for concurrent: such a region, and loops holding such constructs, are unknown, never a false race.
#include <omp.h>

void hand_over(int *data, int *out)
{
  int flag = 0;
  // CHECK-REGION: unknown
  // CHECK-REASON: synchronization through '#pragma omp flush' (line 14) is not modelled yet
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this parallel region: synchronization through '#pragma omp flush' (line 14)
#pragma omp parallel num_threads(2)
  {
    if (omp_get_thread_num() == 0) {
      data[0] = 42;
#pragma omp flush
#pragma omp atomic write
      flag = 1;
    } else if (omp_get_thread_num() == 1) {
      int seen = 0;
      while (seen < 1) {
#pragma omp atomic read
        seen = flag;
      }
#pragma omp flush
      out[0] = data[0];
    }
  }
}

void release_acquire(int n, int *data, int *ready)
{
  // CHECK-VERDICT: unknown
  // CHECK-REASON: synchronization through '#pragma omp atomic' (line 37) is not modelled yet
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: synchronization through '#pragma omp atomic' (line 37)
#pragma omp parallel for
  for (int i = 1; i < n; i++) {
    data[i] = i;
#pragma omp atomic write release
    ready[i] = 1;
  }
}
