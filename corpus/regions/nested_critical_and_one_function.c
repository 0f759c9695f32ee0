// A `critical` nested in another holds both: an access in the inner one and an access in the outer one never run at the same time (three false certain races of issue 37's development half, `critical(same_name)` around `critical(same_name_inner)`). And updates that are all instances of one statement applying one function to the variable (`c = c * 2 + 1` under `critical`) leave the same result in any order: no order dependence; where the function differs from thread to thread (`c * 2 + t`), the order matters.
#include <omp.h>

int nested_names(void)
{
  int counter = 0;
  // CHECK-REGION: verified
#pragma omp parallel
  {
#pragma omp critical(outer)
    {
      counter++;
#pragma omp critical(inner)
      {
        counter++;
      }
    }
  }
  return counter;
}

int nested_unnamed_in_named(void)
{
  int counter = 0;
  // CHECK-REGION: verified
#pragma omp parallel
  {
#pragma omp critical
    {
      counter++;
#pragma omp atomic
      counter++;
    }
  }
  return counter;
}

long doubling(int iterations)
{
  long c = 0;
  // CHECK-REGION: verified
#pragma omp parallel
  {
    for (int i = 0; i < iterations; i++) {
#pragma omp critical
      c = c * 2 + 1;
    }
  }
  return c;
}

long doubling_by_thread(int iterations)
{
  long c = 0;
  // CHECK-REGION: violation
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: the value of 'c' depends on the order in which the threads pass its atomic or critical updates, which are not all of one reduction operator [ompfix-order-dependence]
#pragma omp parallel
  {
    int t = omp_get_thread_num();
    for (int i = 0; i < iterations; i++) {
#pragma omp critical
      c = c * 2 + t;
    }
  }
  return c;
}
