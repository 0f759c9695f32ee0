// The classic partial sums: each thread sums its iterations into a local, then adds it to the shared total inside a critical construct. The critical updates exclude each other and are all additions, so their order does not matter.
double sum_partial(int n, const double *a)
{
  double s = 0.0;
  // CHECK-REGION: verified
  // CHECK-VARIABLE: s declared=shared required=shared status=ok
#pragma omp parallel
  {
    double local = 0.0;
    // CHECK-VERDICT: verified
#pragma omp for nowait
    for (int i = 0; i < n; i++)
      local += a[i];
#pragma omp critical
    s += local;
  }
  return s;
}
