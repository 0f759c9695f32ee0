// A data-dependent condition guards a write to a[i]: a may-write, but only iteration i touches a[i].
void clamp_negative(int n, double *a)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    if (a[i] < 0.0)
      a[i] = 0.0;
}
