// Two master blocks write and read x[0] with a worksharing loop between them that does not touch it: both blocks run on thread 0, in program order, so they never run together.
void master_twice(int n, double *a, double *x)
{
  // CHECK-REGION: verified
#pragma omp parallel
  {
#pragma omp master
    x[0] = 1.0;
    // CHECK-VERDICT: verified
#pragma omp for
    for (int i = 0; i < n; i++)
      a[i] = 2.0 * a[i];
#pragma omp master
    x[0] = x[0] + 1.0;
  }
}
