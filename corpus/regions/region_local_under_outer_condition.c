// A region under a condition the model cannot decide (a value read from memory): every thread that runs the region runs all of its code, so each thread's local x holds what that thread wrote. Found by the sweep (a region in the child branch of a fork).
void maybe_scale(const int *flag, int n, double *a, double c)
{
  if (flag[0] == 0) {
    // CHECK-REGION: verified
#pragma omp parallel
    {
      double x = 2.0 * c;
      // CHECK-VERDICT: verified
#pragma omp for
      for (int i = 0; i < n; i++)
        a[i] = x * a[i];
    }
  }
}
