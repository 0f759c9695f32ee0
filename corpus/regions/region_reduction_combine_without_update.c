// A worksharing loop's reduction combines each thread's copy into the variable at the loop's end, whether or not the thread's iterations updated it. The copying stood only at the loop's accesses of its copy, so an instance of the loop that runs none (k = 0 below) combined nothing, and the region was verified while that combine writes g[0] beside the nowait loop's reads (difftest program 4302173). Iterations without an access now stand for their copying at any of their statements: a possible race.
double g[64];

void combine_where_no_iteration_updates(int n, double *restrict out)
{
  // CHECK-REGION: unknown
  // CHECK-REASON-KIND: possible-race
  // CHECK-WITNESS: g race possible
  // CHECK-MESSAGES: :[[@LINE+3]]:1: warning: possible data race on shared variable 'g' between the threads of the parallel region [ompfix-possible-race]
  // CHECK-MESSAGES: :[[@LINE+11]]:1: note: the thread running iteration j = 0 combines its reduction copy into 'g'
  // CHECK-MESSAGES: :[[@LINE+6]]:16: note: the thread running iteration i = 0 reads 'g[0]'
#pragma omp parallel
  {
    // CHECK-VERDICT: verified
#pragma omp for nowait
    for (int i = 0; i < n; i++)
      out[i] = g[0];
    for (int k = 0; k < 2; k++) {
      // CHECK-VERDICT: verified
      // CHECK-MESSAGES: :[[@LINE+1]]:1: remark: 'g' is right as reduction(+); shared would do too
#pragma omp for reduction(+: g)
      for (int j = 0; j <= k; j++)
        if (j == 1)
          g[1] += 1.0;
    }
  }
}
