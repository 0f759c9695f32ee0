// Fixed-size global arrays (visible to the caller), size set on the command line: y = alpha * x + y, element by element.
// ARGS: -DN=4096
#ifndef N
#define N 1000
#endif

double x[N], y[N];

void saxpy(double alpha)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < N; i++)
    y[i] = alpha * x[i] + y[i];
}
