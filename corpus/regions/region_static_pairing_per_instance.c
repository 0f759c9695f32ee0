// Two schedule(static) loops of one chunk, the first nowait, in a region that a sequential loop runs again: their logical iteration k runs on one thread in every instance of the region where their trip counts are one, also where that depends on the instance (`2 * t` and `3 - t` iterations agree at t = 1), and k counts from each instance's own first iteration (`j = t` starts at k = 0). Elsewhere the loops' accesses must not meet. Two static loops of other chunks may still run iteration k on one thread: a race between them is possible, not certain; with a dynamic loop it is certain. (The differential generator found false certain races here.)
void per_instance(double *b, double *c, double acc)
{
  for (int t = 0; t < 4; t++) {
    // CHECK-REGION: verified
#pragma omp parallel
    {
      // CHECK-VERDICT: verified
#pragma omp for schedule(static, 2) nowait
      for (int j = 1; j < 2 * t + 1; j++)
        b[2 * j] = acc;
      // CHECK-VERDICT: verified
#pragma omp for schedule(static, 2)
      for (int j = t; j < 3; j++)
        c[j] = b[j + 1];
    }
  }
}

void other_chunk(double *b, double *c, double acc)
{
  // Chunks of 2 and of 1: not paired, but iteration 0 of both runs on
  // thread 0, where the two loops meet: a possible race, not a certain one.
  for (int t = 0; t < 4; t++) {
    // CHECK-REGION: unknown
    // CHECK-REASON-KIND: possible-race
    // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: possible data race on shared variable 'b' between the threads of the parallel region [ompfix-possible-race]
#pragma omp parallel
    {
      // CHECK-VERDICT: verified
#pragma omp for schedule(static, 2) nowait
      for (int j = 1; j < 2 * t + 1; j++)
        b[2 * j] = acc;
      // CHECK-VERDICT: verified
#pragma omp for schedule(static, 1)
      for (int j = t; j < 3; j++)
        c[j] = b[j + 1];
    }
  }
}

void dynamic_second(double *b, double *c, double acc)
{
  for (int t = 0; t < 4; t++) {
    // CHECK-REGION: violation
    // CHECK-WITNESS: b race certain
    // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'b' between the threads of the parallel region [ompfix-race]
#pragma omp parallel
    {
      // CHECK-VERDICT: verified
#pragma omp for schedule(static, 2) nowait
      for (int j = 1; j < 2 * t + 1; j++)
        b[2 * j] = acc;
      // CHECK-VERDICT: verified
#pragma omp for schedule(dynamic)
      for (int j = t; j < 3; j++)
        c[j] = b[j + 1];
    }
  }
}
