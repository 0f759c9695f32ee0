// Two nowait worksharing loops whose iterator is declared before the region: each loop's iterator is private to it (predetermined), so the loops do not race on it, and they write different arrays.
void fill_two(int n, double *a, double *b)
{
  int i;
  // CHECK-REGION: verified
#pragma omp parallel
  {
    // CHECK-VERDICT: verified
#pragma omp for nowait
    for (i = 0; i < n; i++)
      a[i] = 1.0;
    // CHECK-VERDICT: verified
#pragma omp for nowait
    for (i = 0; i < n; i++)
      b[i] = 2.0;
  }
}
