// Buffers exchanged by pointer moves (`t = a; a = b; b = t;`) outside every OpenMP construct: where a loop runs, each pointer reaches an allocation of its own, so a Jacobi sweep writing one buffer and reading the other is verified, and a race inside one buffer is still found; exchanges that are no permutation, copies of a pointer kept elsewhere and exchanges inside a parallel region stay unknown.
#include <stdio.h>
#include <stdlib.h>

double jacobi(int n, int steps, const double *b)
{
  double *xold = malloc(n * sizeof(double));
  double *xnew = malloc(n * sizeof(double));
  for (int i = 0; i < n; i++) {
    xold[i] = 0.0;
    xnew[i] = 0.0;
  }
  double conv = 1.0;
  int iters = 0;
  while (conv > 1e-12 && iters < steps) {
    iters++;
    // CHECK-VERDICT: verified
    // CHECK-VARIABLE: xnew declared=shared required=shared status=ok
#pragma omp parallel for
    for (int i = 1; i < n - 1; i++)
      xnew[i] = (b[i] + xold[i - 1] + xold[i + 1]) / 3.0;
    conv = 0.0;
    // CHECK-VERDICT: verified
#pragma omp parallel for reduction(+ : conv)
    for (int i = 0; i < n; i++) {
      double d = xnew[i] - xold[i];
      conv += d * d;
    }
    double *tmp = xold;
    xold = xnew;
    xnew = tmp;
  }
  double mid = xold[n / 2];
  free(xold);
  free(xnew);
  return mid;
}

// Three buffers, the temporary declared before the time loop.
void rotate_three(int n, int steps, double *out)
{
  double *p = malloc(n * sizeof(double));
  double *q = malloc(n * sizeof(double));
  double *r = malloc(n * sizeof(double));
  double *t;
  for (int i = 0; i < n; i++) {
    p[i] = i % 5;
    q[i] = i % 3;
    r[i] = 0.0;
  }
  for (int s = 0; s < steps; s++) {
    // CHECK-VERDICT: verified
#pragma omp parallel for
    for (int i = 1; i < n - 1; i++)
      r[i] = 0.5 * p[i] + 0.25 * (q[i - 1] + q[i + 1]);
    t = p;
    p = q;
    q = r;
    r = t;
  }
  for (int i = 0; i < n; i++)
    out[i] = q[i];
  free(p);
  free(q);
  free(r);
}

// Each iteration reads the cell of the buffer that the next one writes.
void race_in_one_buffer(int n, int steps, double *out)
{
  double *a = malloc(n * sizeof(double));
  double *b = malloc(n * sizeof(double));
  for (int i = 0; i < n; i++) {
    a[i] = i % 4;
    b[i] = i % 6;
  }
  for (int t = 0; t < steps; t++) {
    // CHECK-VERDICT: violation
    // CHECK-WITNESS: b race certain
    // CHECK-MESSAGES: buffer_rotation.c:[[@LINE+1]]:1: error: data race on shared variable 'b'
#pragma omp parallel for
    for (int i = 0; i < n - 1; i++)
      b[i] = b[i + 1] + a[i];
    double *tmp = a;
    a = b;
    b = tmp;
  }
  for (int i = 0; i < n; i++)
    out[i] = a[i];
  free(a);
  free(b);
}

// `a = b` alone: afterwards both name one allocation.
void not_a_permutation(int n, int steps, double *out)
{
  double *a = malloc(n * sizeof(double));
  double *b = malloc(n * sizeof(double));
  for (int i = 0; i < n; i++)
    a[i] = i;
  for (int t = 0; t < steps; t++) {
    // CHECK-VERDICT: unknown
    // CHECK-REASON: pointer 'a' of unknown origin
    // CHECK-REASON-KIND: pointer
    // CHECK-MESSAGES: buffer_rotation.c:[[@LINE+1]]:1: warning: cannot check this loop: pointer 'a' of unknown origin
#pragma omp parallel for
    for (int i = 0; i < n - 1; i++)
      b[i] = a[i + 1];
    a = b;
  }
  out[0] = a[0];
}

// A copy of one buffer's address, kept across the exchanges.
void copy_kept_elsewhere(int n, int steps, double *out)
{
  double *a = malloc(n * sizeof(double));
  double *b = malloc(n * sizeof(double));
  double *first = a;
  for (int i = 0; i < n; i++)
    a[i] = i;
  for (int t = 0; t < steps; t++) {
    // CHECK-VERDICT: unknown
    // CHECK-MESSAGES: buffer_rotation.c:[[@LINE+1]]:1: warning: cannot check this loop: pointer 'first' of unknown origin
#pragma omp parallel for
    for (int i = 0; i < n - 1; i++)
      b[i] = first[i + 1];
    double *tmp = a;
    a = b;
    b = tmp;
  }
  out[0] = first[0];
}

// Every thread exchanges the shared pointers.
void exchange_in_region(int n, int steps, double *out)
{
  double *a = malloc(n * sizeof(double));
  double *b = malloc(n * sizeof(double));
  for (int i = 0; i < n; i++)
    a[i] = i;
  // CHECK-REGION: unknown
  // CHECK-MESSAGES: buffer_rotation.c:[[@LINE+1]]:1: warning: cannot check this parallel region: the loop at line {{[0-9]+}}: pointer 'a' of unknown origin
#pragma omp parallel
  for (int t = 0; t < steps; t++) {
    // CHECK-VERDICT: unknown
    // CHECK-MESSAGES: buffer_rotation.c:[[@LINE+1]]:1: warning: cannot check this loop: pointer 'a' of unknown origin
#pragma omp for
    for (int i = 0; i < n - 1; i++)
      b[i] = a[i + 1];
    double *tmp = a;
    a = b;
    b = tmp;
  }
  out[0] = a[0];
}
