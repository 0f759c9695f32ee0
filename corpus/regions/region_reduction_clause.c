// reduction(+: s) on the region: each thread sums its share of the worksharing loop into its own copy, and the copies are added at the end. Both the region and the loop are right. A thread that reads its copy partway is a finding that names the read and another thread's update (both accesses in the JSON report).
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

// A thread reads its copy of the reduction variable partway: the finding
// names the read and another thread's update, which may run at once.
double read_partway(double *seen)
{
  double s = 0.0;
  // CHECK-REGION: violation
  // CHECK-WITNESS: s race certain
  // CHECK-MESSAGES: :[[@LINE+2]]:1: error: 's' is not only updated by one reduction operator in the parallel region
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'seen' between the threads of the parallel region
#pragma omp parallel reduction(+: s)
  {
    s += 1.0;
    seen[0] = s;
  }
  return s;
}
