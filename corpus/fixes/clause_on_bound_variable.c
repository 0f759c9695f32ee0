// shared(n) on a variable that only the loop's bound reads (the model has no access for it): named by the code, so the clause is not redundant, and nothing is reported; the same on a region.
void clear(int n, double *a)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for shared(n)
  for (int i = 0; i < n; i++)
    a[i] = 0.0;
}

void clear_in_region(int n, double *a)
{
  // CHECK-REGION: verified
#pragma omp parallel shared(a, n)
  {
    // CHECK-VERDICT: verified
#pragma omp for
    for (int i = 0; i < n; i++)
      a[i] = 0.0;
  }
}
