// A called function whose only directives are `atomic`, `critical` or `ordered` blocks is followed where it is called: those constructs mean there what they would mean written in place (critical sections by name, the ordered blocks of the loop the call runs in). A callee with any other directive (one that binds to a team or makes one) stays outside the model.
#include <stdio.h>

double total;
double last;
int hits;

static void add(double v)
{
#pragma omp critical
  total += v;
}

static void remember(double v)
{
#pragma omp critical
  last = v;
}

static void count(void)
{
#pragma omp atomic
  hits++;
}

static void print_in_order(int k)
{
#pragma omp ordered
  printf("%d\n", k);
}

static void share(int n, double *a)
{
  // CHECK-VERDICT: verified
#pragma omp for
  for (int i = 0; i < n; i++)
    a[i] = 0.0;
}

void sum_all(int n, const double *a)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    add(a[i]);
    count();
  }
}

void keep_one(int n, const double *a)
{
  // Which value is left depends on the order the threads enter.
  // CHECK-VERDICT: violation
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: the value of 'last' depends on the order in which the threads pass its atomic or critical updates
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    remember(a[i]);
}

void print_all(int lb, int ub)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for ordered schedule(dynamic)
  for (int k = lb; k < ub; k++)
    print_in_order(k);
}

void nested_worksharing(int n, double *a)
{
  // CHECK-VERDICT: unknown
  // CHECK-REASON: call to 'share', which may access memory (it holds OpenMP directives that bind to a team, and the call is not in code every thread of a region surely runs)
  // CHECK-REASON-KIND: call
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: call to 'share'
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    share(n, a);
}
