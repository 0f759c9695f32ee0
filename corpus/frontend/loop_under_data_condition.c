// A loop inside a data-dependent condition (`if (x > 0.5)`) runs all its iterations or none: its private scratch array is written before it is read in every iteration that runs, so private holds; without the clause the scratch array races, certainly.
void filter_rows(double *a, double *b, int n, double x)
{
  double tmp[2];
  if (x > 0.5) {
    // CHECK-VERDICT: verified
    // CHECK-VARIABLE: tmp declared=private required=private status=ok
#pragma omp parallel for private(tmp)
    for (int i = 0; i < n; i++) {
      tmp[0] = a[i];
      tmp[1] = a[i] * a[i];
      b[i] = tmp[0] + tmp[1];
    }
  }
}

void filter_rows_shared(double *a, double *b, int n, double x)
{
  double tmp[2];
  if (x > 0.5) {
    // CHECK-VERDICT: fixable
    // CHECK-VARIABLE: tmp declared=shared required=private status=missing
    // CHECK-WITNESS: tmp race certain
    // CHECK-MESSAGES-ANY
#pragma omp parallel for
    for (int i = 0; i < n; i++) {
      tmp[0] = a[i];
      b[i] = tmp[0] * 2;
    }
  }
}
