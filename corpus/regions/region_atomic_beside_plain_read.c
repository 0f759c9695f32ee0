// An atomic update of count by every thread, and a plain read of count in the same phase: the atomic accesses do not race with each other, but the plain read races with them.
void count_and_copy(int n, double *a, int *out)
{
  int count = 0;
  // CHECK-REGION: violation
  // CHECK-WITNESS: count race
  // CHECK-MESSAGES-ANY
#pragma omp parallel
  {
#pragma omp atomic
    count += 1;
    out[0] = count;
    // CHECK-VERDICT: verified
#pragma omp for
    for (int i = 0; i < n; i++)
      a[i] = 0.0;
  }
}
