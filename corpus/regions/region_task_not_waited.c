// The same task without the taskwait: the single reads y while the task may still be writing it, on another thread.
void task_no_wait(double *a)
{
  double x = 0.0, y = 0.0;
  // CHECK-REGION: violation
  // CHECK-WITNESS: y race
  // CHECK-MESSAGES: :[[@LINE+4]]:1: error: data race on shared variable 'y' between the threads of the parallel region
  // CHECK-MESSAGES: :[[@LINE+9]]:7: note: the thread running the task writes 'y'
  // CHECK-MESSAGES: :[[@LINE+9]]:14: note: the thread running the single reads 'y'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: no data-sharing attribute of 'y' removes this conflict
#pragma omp parallel
  {
#pragma omp single
    {
      x = 1.0;
#pragma omp task
      y = x + 1.0;
      a[0] = y;
    }
  }
}
