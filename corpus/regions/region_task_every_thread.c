// A task created by code that every thread runs: each thread makes its own task, and all of them write a[0].
void every_thread_task(double *a)
{
  // CHECK-REGION: violation
  // CHECK-WITNESS: a race
  // CHECK-MESSAGES-ANY
#pragma omp parallel
  {
#pragma omp task
    a[0] = 1.0;
  }
}
