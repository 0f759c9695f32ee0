// Two schedule(static) worksharing loops with one trip count in a region, the first nowait: OpenMP gives logical iteration k of both to the same thread, so the second loop may read what the first wrote at the same k (even with a shifted lower bound), with no barrier between. With schedule(dynamic) there is no such pairing: a race.
// CHECK-MESSAGES-ANY
void halves_static(int n, const double *a, double *c, double *z)
{
  // CHECK-REGION: verified
#pragma omp parallel
  {
    // CHECK-VERDICT: verified
#pragma omp for schedule(static) nowait
    for (int i = 0; i < n; i++)
      c[i] = a[i] / 2.0;
    // CHECK-VERDICT: verified
#pragma omp for schedule(static)
    for (int i = 1; i <= n; i++)
      z[i] = c[i - 1] + 1.0;
  }
}

void halves_dynamic(int n, const double *a, double *c, double *z)
{
  // CHECK-REGION: violation
  // CHECK-WITNESS: c race
#pragma omp parallel
  {
    // CHECK-VERDICT: verified
#pragma omp for schedule(dynamic) nowait
    for (int i = 0; i < n; i++)
      c[i] = a[i] / 2.0;
    // CHECK-VERDICT: verified
#pragma omp for schedule(dynamic)
    for (int i = 1; i <= n; i++)
      z[i] = c[i - 1] + 1.0;
  }
}
