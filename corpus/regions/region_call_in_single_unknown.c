// A call in a single block may touch any memory while the other threads run: the region is unknown (calls in code of the region are not modelled), never verified. Given no address, the call cannot reach the threads' own variables, so the loop's iterations are still checked (what runs beside them is the region's check).
void log_value(double v);

void update_and_log(int n, double *a)
{
  // CHECK-REGION: unknown
  // CHECK-REASON: a call to 'log_value' (its body is not in the file, and no compilation database (-p) was given) in the parallel region
  // CHECK-REASON-KIND: call
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this parallel region: a call to 'log_value' (its body is not in the file, and no compilation database (-p) was given) in the parallel region, outside its worksharing loops: it may touch any memory
#pragma omp parallel
  {
#pragma omp single nowait
    log_value(a[0]);
    // CHECK-VERDICT: verified
#pragma omp for
    for (int i = 0; i < n; i++)
      a[i] = 2.0 * a[i];
  }
}
