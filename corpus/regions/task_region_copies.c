// A variable that the tasks of a parallel region share: a clause of the region that gives each thread a copy of it (reduction, private, ...) would make it firstprivate in the tasks (a task's default for a variable private where the task is made), and the tasks' updates would be lost. So no such clause is offered as a fix: a plain update races and nothing fixes it; an atomic one is right as it is.
int plain_updates(const int *a)
{
  int sum = 0;
  // CHECK-REGION: violation
  // CHECK-MESSAGES: :[[@LINE+2]]:1: error: data race on shared variable 'sum' between the threads of the parallel region
  // CHECK-MESSAGES-NOT: reduction(+: sum)
#pragma omp parallel
  {
#pragma omp task
    sum += a[0];
  }
  return sum;
}

int atomic_updates(const int *a)
{
  int sum = 0;
  // CHECK-REGION: verified
#pragma omp parallel
  {
#pragma omp task
    {
#pragma omp atomic
      sum += a[0];
    }
  }
  return sum;
}
