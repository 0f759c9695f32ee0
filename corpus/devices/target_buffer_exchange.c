// Buffers exchanged by pointer moves inside a device data scope: the device's copies belong to the memory, not to the pointers, so they change names with the host's buffers and the exchange relays each memory's values. A loop is checked when every exchanged buffer has the same copy; a stale value that travels through the exchange is still found, and an exchange with a buffer that has no copy, or a copy of other cells, stays unknown.
#include <stdlib.h>

double jacobi(int n, int steps, const double *restrict a)
{
  double *x = malloc(n * sizeof(double));
  double *y = malloc(n * sizeof(double));
  for (int i = 0; i < n; i++) {
    x[i] = 0.0;
    y[i] = 0.0;
  }
#pragma omp target enter data map(to: x[0:n], y[0:n], a[0:n])
  for (int s = 0; s < steps; s++) {
    // CHECK-VERDICT: verified
#pragma omp target teams distribute parallel for
    for (int i = 1; i < n - 1; i++)
      y[i] = (x[i - 1] + x[i + 1] + a[i]) / 2.0;
    double *t = x;
    x = y;
    y = t;
  }
#pragma omp target exit data map(from: x[0:n], y[0:n]) map(release: a[0:n])
  double r = x[0];
  free(x);
  free(y);
  return r;
}

// The host reads the buffer the device wrote, through the exchange, before
// any 'target update from'.
double stale_after_exchange(int n, int steps)
{
  double *x = malloc(n * sizeof(double));
  double *y = malloc(n * sizeof(double));
  double sum = 0.0;
  for (int i = 0; i < n; i++)
    x[i] = y[i] = 1.0;
#pragma omp target enter data map(to: x[0:n], y[0:n])
  for (int s = 0; s < steps; s++) {
    // CHECK-VERDICT: unknown
    // CHECK-REASON: the target code writes 'y' (line 45), and host code inside '#pragma omp target enter data' (line 38) reads it as 'x' (line 49)
    // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: the target code writes 'y'
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      y[i] = 2.0 * x[i];
    double *t = x;
    x = y;
    y = t;
    sum += x[0];
  }
#pragma omp target exit data map(from: x[0:n], y[0:n])
  free(x);
  free(y);
  return sum;
}

// The host writes a buffer before the exchange, and the device reads it
// under its other name with no 'target update to'.
void host_write_through_exchange(int n, int steps)
{
  double *x = malloc(n * sizeof(double));
  double *y = malloc(n * sizeof(double));
  for (int i = 0; i < n; i++)
    x[i] = y[i] = 1.0;
#pragma omp target enter data map(to: x[0:n], y[0:n])
  for (int s = 0; s < steps; s++) {
    // CHECK-VERDICT: unknown
    // CHECK-REASON: writes 'y' (line 73), and the target code reads it as 'x' (line 72)
    // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: host code inside
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      y[i] = 2.0 * x[i];
    y[0] = 0.0;
    double *t = x;
    x = y;
    y = t;
  }
#pragma omp target exit data map(from: x[0:n], y[0:n])
  free(x);
  free(y);
}

// The two buffers have copies of different lengths: after the exchange, x
// would name a copy of fewer cells than the loop reads.
void copies_of_other_cells(int n, int steps)
{
  double *x = malloc(n * sizeof(double));
  double *y = malloc(n * sizeof(double));
  for (int i = 0; i < n; i++)
    x[i] = y[i] = 1.0;
#pragma omp target enter data map(to: x[0:n], y[0:n - 1])
  for (int s = 0; s < steps; s++) {
    // CHECK-VERDICT: unknown
    // CHECK-REASON: writes 'x' (line 101), and the target code reads it (line 98)
    // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop:
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n - 1; i++)
      y[i] = 2.0 * x[i];
    double *t = x;
    x = y;
    y = t;
  }
#pragma omp target exit data map(from: x[0:n], y[0:n - 1])
  free(x);
  free(y);
}
