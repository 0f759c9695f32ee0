// A value known before a sequential loop that the loop changes: the loop
// directive inside reads it as its bound, but from the second outer
// iteration on it holds what the outer loop's body stored (m = 5:
// iteration 1 writes a[2], which iteration 2 reads). Taking the value before
// the loop for every outer iteration would verify a racy loop; the bound
// is a value that changes between the directive's instances, which the
// model does not give a parameter.
void grow(double *a, int steps)
{
  int m = 1;
  int s = 0;
  while (s < steps) {
    // CHECK-VERDICT: unknown
    // CHECK-REASON-KIND: bounds
    // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: the bounds of the parallel loop are not affine
#pragma omp parallel for
    for (int i = 0; i < m; i++)
      a[i + 1] = a[i];
    m = 5;
    s++;
  }
}

void grow_counted(double *a, int steps)
{
  int m = 1;
  for (int s = 0; s < steps; s++) {
    // CHECK-VERDICT: unknown
    // CHECK-REASON-KIND: bounds
    // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: the bounds of the parallel loop are not affine
#pragma omp parallel for
    for (int i = 0; i < m; i++)
      a[i + 1] = a[i];
    m = 5;
  }
}
