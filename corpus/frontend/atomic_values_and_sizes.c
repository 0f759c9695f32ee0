// What an adversarial review of atomic builtins and array sizes found,
// each a wrong answer before: an atomic value used as a condition was
// taken as dropped (a commuting update: `verified`), and one cast to
// void, returned to a caller that drops it or a construct's unbraced body
// as used (a certain order dependence on correct code); an acquire by an
// update that changes nothing, after a wait on the flag, orders what
// follows (a certain race on correct code); `__c11_atomic_init` crashed the tool; the size
// of an expression of variable-length array type and a parameter's sizes
// were never read (`verified` on racy code), a typedef's sizes were read
// at every use and `_Alignof`'s at all (certain races on correct code);
// a min/max `if` whose callee changes what it reads was a max; a call
// after a comma's assignment was followed before it (a wrong fix).
#include <stdatomic.h>
#define N 64
int c, x, k, flag, data, out[N];
double buf[N][4], res[N];

static int add_one(void) { return __atomic_add_fetch(&c, 1, __ATOMIC_RELAXED); }

void values(void)
{
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: c order certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: the value of 'c' depends on the order
#pragma omp parallel for
  for (int i = 0; i < N; i++) {
    if (__atomic_fetch_add(&c, 1, __ATOMIC_RELAXED))
      out[i] = 1;
    else
      out[i] = 0;
  }

  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < N; i++)
    (void)__atomic_fetch_add(&x, i, __ATOMIC_RELAXED);

  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < N; i++)
    add_one();

  // CHECK-REGION: verified
#pragma omp parallel
  __atomic_fetch_add(&x, 1, __ATOMIC_RELAXED);
}

void handed_over(void)
{
  // CHECK-REGION: unknown
  // CHECK-REASON: synchronization through '__atomic_fetch_add' (line 64) is not modelled yet
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this parallel region
#pragma omp parallel num_threads(2)
  {
#pragma omp single nowait
    {
      data = 42;
      __atomic_store_n(&flag, 1, __ATOMIC_RELEASE);
    }
#pragma omp single nowait
    {
      while (!__atomic_load_n(&flag, __ATOMIC_RELAXED))
        ;
      __atomic_fetch_add(&flag, 0, __ATOMIC_ACQUIRE);
      out[0] = data;
    }
  }

  // CHECK-VERDICT: unknown
  // CHECK-REASON: the atomic builtin '__c11_atomic_init' is not modelled yet
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop
#pragma omp parallel for
  for (int i = 0; i < N; i++) {
    _Atomic int v;
    atomic_init(&v, i);
    out[i] = 1;
  }
}

static double row_start(int r, double t[][k++ % 3 + 2]) { return t[r][0]; }

void sizes(int n)
{
  double m[n][n];
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: k race certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'k'
#pragma omp parallel for
  for (int i = 0; i < N; i++)
    out[i] = sizeof(m[k++ % n]);

  // CHECK-VERDICT: violation
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'k'
#pragma omp parallel for
  for (int i = 0; i < N; i++)
    res[i] = row_start(1, buf);

  typedef double Row[k++ % 5 + 1];
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < N; i++) {
    Row t;
    t[0] = i;
    res[i] = t[0];
  }

  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < N; i++)
    out[i] = _Alignof(double[k++ % 5 + 1]);
}

static int take(int i) { return out[i]++; }
static int set(int *p, int v) { *p = v; return 0; }

int order_of_calls(void)
{
  int m = 0;
  // (Two calls of take give two values: no max.)
  // CHECK-VERDICT: unknown
  // CHECK-REASON-KIND: possible-race
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: 'm' is not only updated by one reduction operator
#pragma omp parallel for reduction(max : m)
  for (int i = 0; i < N; i++)
    if (take(i) > m)
      m = take(i);

  // (The call runs after the comma's assignment: not before the
  // statement.)
  // CHECK-VERDICT: unknown
  // CHECK-REASON: call to 'set', which may access memory (it is called where the model does not visit its body)
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop
#pragma omp parallel for
  for (int i = 0; i < N; i++) {
    int u;
    int t = (u = x, set(&x, i), u);
    out[i] = t;
  }
  return m;
}
