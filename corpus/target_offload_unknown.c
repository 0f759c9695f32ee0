// A loop offloaded to a device: the device data environment (map clauses) is not modelled yet, so the loop is unknown, even though its iterations are independent.
void scale_on_device(int n, double *a)
{
  // CHECK-VERDICT: unknown
  // CHECK-REASON: offloading to a device is not modelled yet
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: '#pragma omp target teams distribute parallel for': offloading to a device is not modelled yet
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
  for (int i = 0; i < n; i++)
    a[i] = 2.0 * a[i];
}
