// The guard i < m confines the reads to a[0..m-1] and the writes to a[m..2m-1]: no conflict.
void repeat_prefix(int n, int m, double *a)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    if (i < m)
      a[i + m] = a[i];
}
