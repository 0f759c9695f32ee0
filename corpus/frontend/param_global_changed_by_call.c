// A global that a call may change in the same outer loop (`resize()` before the parallel loop, each step) has no one value there: the loop's bound is not a parameter, and the loop is unknown, never verified on a guess.
int n;
double a[4096];
void resize(void);

void steps(int nsteps)
{
  for (int step = 0; step < nsteps; step++) {
    resize();
    // CHECK-VERDICT: unknown
    // CHECK-REASON: the bounds of the parallel loop are not affine
    // CHECK-REASON-KIND: bounds
    // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: the bounds of the parallel loop are not affine
#pragma omp parallel for
    for (int i = 0; i < n; i++)
      a[i] = a[i] + 1.0;
  }
}
