// A local index declared in a loop's body (`int idx = i * ny + j;`) is
// its initializer wherever it is in scope when the variables that reads
// change only in other top-level statements of the function: a size set
// from the program's arguments before the loops (`int ny = 1000; if (argc
// >= 3) ny = atoi(argv[2]);`) is one value inside them, and `u[idx]` is
// cell [i][j] of rows of ny cells. It was a possible race (a course's
// Laplace solver: 2 loops of the development half).
#include <stdlib.h>

int main(int argc, char *argv[])
{
  int nx = 1000;
  int ny = 1000;
  if (argc >= 3) {
    nx = atoi(argv[1]);
    ny = atoi(argv[2]);
  }
  double *u = (double *)malloc(sizeof(double) * nx * ny);
  double *u_new = (double *)malloc(sizeof(double) * nx * ny);
  for (int i = 0; i < nx * ny; i++) {
    u[i] = 0.0;
    u_new[i] = 0.0;
  }
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 1; i < nx - 1; i++)
    for (int j = 1; j < ny - 1; j++) {
      int idx = i * ny + j;
      int idx_up = (i - 1) * ny + j;
      u_new[idx] = u[idx_up];
    }
  double s = u[0];
  free(u);
  free(u_new);
  return (int)s;
}

// An offset changed in the same top-level statement (the time loop
// around the directive) may differ where the index is read: the index is
// not followed there.
void shifting(int nx, int ny, double *u, const double *u_new)
{
  int off = 0;
  for (int t = 0; t < 3; t++) {
    // CHECK-VERDICT: unknown
    // CHECK-REASON-KIND: possible-race
    // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: possible data race on shared variable 'u'
#pragma omp parallel for
    for (int i = 1; i < nx - 1; i++)
      for (int j = 1; j < ny - 1; j++) {
        int idx = i * ny + j + off;
        u[idx] = u_new[idx];
      }
    off = off + 1;
  }
}
