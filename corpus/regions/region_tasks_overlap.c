// One task per element scales a[i], and a last task reads a[0] with no wait in between: the first task and the last may run at the same time on two threads.
void scale_and_peek(int n, double *a, double *b)
{
  // CHECK-REGION: violation
  // CHECK-WITNESS: a race
  // CHECK-MESSAGES-ANY
#pragma omp parallel
#pragma omp single
  {
    for (int i = 0; i < n; i++) {
#pragma omp task
      a[i] = 2.0 * a[i];
    }
#pragma omp task
    b[0] = a[0];
  }
}
