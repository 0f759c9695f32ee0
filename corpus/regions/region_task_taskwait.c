// A task created in a single reads x, written before the task exists, and writes y, which the single reads after the taskwait: every pair is ordered (creation, then the wait), so nothing races.
void task_then_wait(double *a)
{
  double x = 0.0, y = 0.0;
  // CHECK-REGION: verified
#pragma omp parallel
  {
#pragma omp single
    {
      x = 1.0;
#pragma omp task
      y = x + 1.0;
#pragma omp taskwait
      a[0] = y;
    }
  }
}
