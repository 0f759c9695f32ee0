// Tasks created in a loop inside a taskgroup each scale one element; the single reads a[0] after the taskgroup ends, which waits for all of them. The loop counter is each task's firstprivate copy.
void scale_then_read(int n, double *a, double *b)
{
  // CHECK-REGION: verified
#pragma omp parallel
#pragma omp single
  {
#pragma omp taskgroup
    {
      for (int i = 0; i < n; i++) {
#pragma omp task
        a[i] = 2.0 * a[i];
      }
    }
    b[0] = a[0];
  }
}
