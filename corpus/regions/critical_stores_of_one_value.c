// Instances of one statement under `critical` that store
// the same value in one cell leave one result in any order: `found[k] = 1`,
// a copy `g[k + 1] = g[k]` of a cell nothing writes, a function of the
// cell's own value `h[k] = h[k] * 0.5 + w`. A false order dependence of
// every such store before (difftest 5600044, `g[i + 16] = g[-i + 17]` in
// every thread). Where the value is the iteration's or the thread's own
// (`found[k] = i`, `g[k] = t` of a private `t`), or a cell another instance
// writes (`g[i % 2] = g[(i + 1) % 2]`), the order matters.
#include <omp.h>

int found[100];
double g[100], h[100];

void flag_one_cell(int n, int k)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
#pragma omp critical
    found[k] = 1;
  }
}

void copy_of_an_unwritten_cell(int k)
{
  // CHECK-REGION: verified
#pragma omp parallel
  {
#pragma omp critical
    g[k + 1] = g[k] * 2.0;
  }
}

void one_function_of_the_cell(int n, int k, double w)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
#pragma omp critical
    h[k] = h[k] * 0.5 + w;
  }
}

void flag_through_a_pointer(int n, int *seen, int k)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
#pragma omp critical
    seen[k] = seen[k + 1];
  }
}

void store_of_the_iteration(int n, int k)
{
  // CHECK-VERDICT: fixable
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: the value of 'found' depends on the order in which the threads pass its atomic or critical updates, which are not all of one reduction operator [ompfix-order-dependence]
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
#pragma omp critical
    found[k] = i;
  }
}

void store_of_a_thread_value(int k)
{
  // CHECK-REGION: violation
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: the value of 'g' depends on the order in which the threads pass its atomic or critical updates, which are not all of one reduction operator [ompfix-order-dependence]
#pragma omp parallel
  {
    double t = omp_get_thread_num();
#pragma omp critical
    g[k] = t;
  }
}

void cells_another_instance_writes(int n)
{
  // CHECK-VERDICT: violation
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: the value of 'g' depends on the order in which the threads pass its atomic or critical updates, which are not all of one reduction operator [ompfix-order-dependence]
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
#pragma omp critical
    g[i % 2] = g[(i + 1) % 2] + 1.0;
  }
}
