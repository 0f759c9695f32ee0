// Two nowait loops with firstprivate(x) in one region: each iteration writes its thread's copy of x, which races with nothing. What the loops do to x itself is read it when each thread makes its copy; reads do not race with each other.
void scale_twice(int n, double *a, double *b, double x)
{
  // CHECK-REGION: verified
#pragma omp parallel
  {
    // CHECK-VERDICT: verified
#pragma omp for firstprivate(x) nowait
    for (int i = 0; i < n; i++) {
      x = 2.0 * a[i];
      a[i] = x;
    }
    // CHECK-VERDICT: verified
#pragma omp for firstprivate(x) nowait
    for (int i = 0; i < n; i++) {
      x = 3.0 * b[i];
      b[i] = x;
    }
  }
}
