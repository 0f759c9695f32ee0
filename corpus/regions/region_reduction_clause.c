// reduction(+: s) on the region: each thread sums its share of the worksharing loop into its own copy, and the copies are added at the end. Both the region and the loop are right. A thread that reads its copy partway sees its own partial result, not the value the sequential code has there: a finding at the read, which races with nothing (each thread reads its own copy).
double sum_all(int n, const double *a)
{
  double s = 0.0;
  // CHECK-REGION: verified
  // CHECK-VARIABLE: s declared=reduction(+) required=reduction(+) status=ok
#pragma omp parallel reduction(+: s)
  {
    // CHECK-VERDICT: verified
#pragma omp for
    for (int i = 0; i < n; i++)
      s += a[i];
  }
  return s;
}

// A thread reads its copy of the reduction variable partway: its copy
// started at 0, not at the value from before the region.
double read_partway(double *seen)
{
  double s = 0.0;
  // CHECK-REGION: violation
  // CHECK-WITNESS: s live-in certain
  // CHECK-MESSAGES: :[[@LINE+2]]:1: error: 's' is not only updated by one reduction operator in the parallel region
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'seen' between the threads of the parallel region
#pragma omp parallel reduction(+: s)
  {
    s += 1.0;
    seen[0] = s;
  }
  return s;
}
