// Tasks and taskloops taking part in a parallel region's task reduction (`reduction(task, op: x)` on the region, `in_reduction(op: x)` on the task): their updates go to copies combined into the region's result, as every thread's own updates are. Checked when every access to x in the region is an update by op; a task that reads x is no such update. A task reduction of a taskgroup is not modelled yet (unknown). `masked taskloop` makes its tasks on one thread.
double sum_twice(int n, const double *restrict a)
{
  double s = 0.0;
  // CHECK-REGION: verified
#pragma omp parallel reduction(task, +: s)
  {
#pragma omp masked
#pragma omp task in_reduction(+: s)
    for (int i = 0; i < n; i++)
      s += a[i];
    // CHECK-VERDICT: verified
#pragma omp masked taskloop in_reduction(+: s)
    for (int i = 0; i < n; i++)
      s += a[i];
  }
  return s;
}

double task_reads(int n, const double *restrict a, double *restrict seen)
{
  double s = 0.0;
  // CHECK-REGION: violation
  // CHECK-MESSAGES: :[[@LINE+2]]:1: error: 's' is not only updated by one reduction operator in the parallel region
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'seen' between the threads of the parallel region
#pragma omp parallel reduction(task, +: s)
  {
#pragma omp task in_reduction(+: s)
    {
      for (int i = 0; i < n; i++)
        s += a[i];
      seen[0] = s;
    }
  }
  return s;
}

double taskgroup_reduction(int n, const double *restrict a)
{
  double s = 0.0;
  // CHECK-REGION: unknown
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this parallel region:
#pragma omp parallel
#pragma omp single
#pragma omp taskgroup task_reduction(+: s)
  {
    // CHECK-VERDICT: unknown
    // CHECK-REASON: the 'in_reduction' clause is modelled only for a reduction of the parallel region around
    // CHECK-REASON-KIND: clause
    // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop:
#pragma omp taskloop in_reduction(+: s)
    for (int i = 0; i < n; i++)
      s += a[i];
  }
  return s;
}
