// Iterations of a worksharing loop that meet only in the running thread's own slot (`counts[tid]++`, tid the thread's number in the region's team) run on one thread, one after the other: no race, as between the region's threads (region_thread_slots.c). A loop with a team of its own inside the region gives the outer thread number to all its threads: their slot is one, and they race. Once a false "possible data race" in a tutorial's load-balancing statistics.
#include <omp.h>

void count_per_thread(int n, const int *flags, int *counts, double *out)
{
  // CHECK-REGION: verified
  // CHECK-MESSAGES: :[[@LINE+1]]:1: remark: assuming that 'flags' and 'counts' do not overlap
#pragma omp parallel
  {
    int tid = omp_get_thread_num();
    // CHECK-VERDICT: verified
    // CHECK-MESSAGES: :[[@LINE+1]]:1: remark: assuming that 'flags' and 'counts' do not overlap
#pragma omp for
    for (int i = 0; i < n; i++) {
      if (flags[i])
        counts[tid]++;
      out[i] = 2.0 * flags[i];
    }
  }
}

void nested_team(int n, int *counts)
{
  // (The region's own code has no conflict: the loop's are the loop's.)
  // CHECK-REGION: verified
#pragma omp parallel
  {
    int tid = omp_get_thread_num();
    // CHECK-VERDICT: unknown
    // CHECK-REASON-KIND: possible-race
    // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: possible data race on shared variable 'counts'
#pragma omp parallel for
    for (int i = 0; i < n; i++)
      counts[tid]++;
  }
}

// A `parallel for` makes the team its iterations run on: its thread number
// names the running thread's slot too.
void histogram_rows(int n, const int *bin, int hist[][16])
{
  // CHECK-VERDICT: verified
  // CHECK-MESSAGES: :[[@LINE+1]]:1: remark: assuming that 'bin' and 'hist' do not overlap
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    int t = omp_get_thread_num();
    hist[t][bin[i] & 15]++;
  }
}

// A thread number taken before the loop is the encountering thread's, the
// same in every iteration.
void outer_number(int n, int *counts)
{
  int t = omp_get_thread_num();
  // CHECK-VERDICT: unknown
  // CHECK-REASON-KIND: possible-race
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: possible data race on shared variable 'counts'
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    counts[t]++;
}
