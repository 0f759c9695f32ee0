// The engines and distributions of <random> are values of the library (isRandomState): a draw reads and changes the engine's state, and a distribution's own where it keeps one (normal_distribution keeps a second value for the next draw); the distributions that transform the engine's numbers directly (uniform_int_distribution, uniform_real_distribution, bernoulli_distribution, ...) only read their parameters (isStatelessDraw). One engine shared by the threads races on its state, as rand()'s callers race on its hidden state; an engine of each thread carried through a worksharing loop makes each number depend on which thread ran the iterations before, which the loop's sequential order does not. (Once every draw stopped the loop: "call to 'operator()', which may access memory (a member function of a system header)".)
#include <omp.h>
#include <random>

void thread_sums(int m, double *out)
{
  // CHECK-REGION: verified
#pragma omp parallel
  {
    int t = omp_get_thread_num();
    std::mt19937 rng(1234 + t);
    std::uniform_real_distribution<double> u(0.0, 1.0);
    double sum = 0.0;
    for (int j = 0; j < m; j++)
      sum += u(rng);
    out[t] = sum;
  }
}

void per_iteration(int n, int *out)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    std::minstd_rand r(i);
    out[i] = r();
  }
}

// A shared distribution that keeps no state, drawn with each iteration's
// own engine.
void shared_uniform(int n, int *out)
{
  std::uniform_int_distribution<int> die(1, 6);
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    std::mt19937 rng(i);
    out[i] = die(rng);
  }
}

// normal_distribution keeps the second of the two values it makes.
void shared_normal(int n, double *out)
{
  std::normal_distribution<double> g(0.0, 1.0);
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: g race certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'g'
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    std::mt19937 rng(i);
    out[i] = g(rng);
  }
}

void shared_engine(int n, double *out)
{
  std::mt19937 rng(42);
  std::uniform_real_distribution<double> u(0.0, 1.0);
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: rng race certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'rng'
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    out[i] = u(rng);
}

// Each thread's engine, carried from one iteration to the next of the
// loop: the numbers depend on the schedule.
static void fill(std::mt19937 &rng, int *v, int m)
{
  for (int j = 0; j < m; j++)
    v[j] = (int)(rng() % 100);
}

void thread_engine_in_loop(int n, int m, int *v)
{
  // CHECK-REGION: verified
#pragma omp parallel
  {
    std::mt19937 rng(omp_get_thread_num());
    // CHECK-VERDICT: violation
    // CHECK-WITNESS: rng flow certain
    // CHECK-MESSAGES: :[[@LINE+1]]:1: error: private variable 'rng' carries a value from one iteration to another
#pragma omp for
    for (int i = 0; i < n; i++)
      fill(rng, v + i * m, m);
  }
}

// An engine of each thread of the program (`thread_local`), as a
// threadprivate one: no race (a review found this a race), but what each
// thread's copy holds when the loop starts is what that thread left in it.
thread_local std::mt19937 thread_engine;

void thread_local_engine(int n, unsigned *out)
{
  // CHECK-VERDICT: unknown
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: 'thread_engine' is threadprivate
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    out[i] = thread_engine();
}
