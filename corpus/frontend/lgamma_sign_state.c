// glibc's lgamma stores the sign of its result in the global `signgam`: two threads calling it race there (a hidden state, as rand's), so it is no pure math function; tgamma is one, and so is a function of the file that calls it.
#include <math.h>
#define N 64
double x[N], y[N];

static double log_gamma(double v) { return lgamma(v); }

void gammas(void)
{
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: signgam() race certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on the hidden state of 'signgam'
#pragma omp parallel for
  for (int i = 0; i < N; i++)
    y[i] = lgamma(x[i]);

  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < N; i++)
    y[i] = tgamma(x[i]);

  // CHECK-VERDICT: violation
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on the hidden state of 'signgam'
#pragma omp parallel for
  for (int i = 0; i < N; i++)
    y[i] = log_gamma(x[i]);
}
