// reduction(+: sum) on the region gives each thread a copy: the threads' writes of their copies race with nothing. A plain write of the copy (`sum = local`) is still not an update by the operator: the value the code after the region reads is the copies added to the value from before, not the value written. The finding names that write and the read after the region, not two threads writing.
double sum_by_hand(int n, const double *a)
{
  double sum = 0.0;
  // CHECK-REGION: violation
  // CHECK-WITNESS: sum live-out certain
  // CHECK-MESSAGES: :[[@LINE+7]]:1: error: 'sum' is not only updated by one reduction operator in the parallel region
  // CHECK-MESSAGES: :[[@LINE+14]]:5: note: thread 0 writes 'sum'
  // CHECK-MESSAGES: :[[@LINE+15]]:10: note: 'sum' is read here, after the parallel region
  // CHECK-MESSAGES: :[[@LINE+4]]:1: note: no data-sharing attribute of 'sum' removes this conflict
  // (local holds the thread's partial sum, which `sum = local` does not
  // combine as `sum += local` would.)
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: private variable 'local' carries a value from one thread to another
#pragma omp parallel reduction(+: sum)
  {
    double local = 0.0;
    // CHECK-VERDICT: unknown
    // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop
#pragma omp for
    for (int i = 0; i < n; i++)
      local += a[i];
    sum = local;
  }
  return sum;
}
