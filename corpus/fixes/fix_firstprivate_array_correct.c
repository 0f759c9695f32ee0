// firstprivate(c) on an array whose c[0] comes from before the loop and whose other cells every iteration writes before reading: condition 3 holds.
void blend_first(int n, const double *a, double *b, double c0)
{
  double c[4];

  c[0] = c0;
  // CHECK-VERDICT: verified
  // CHECK-VARIABLE: c declared=firstprivate required=firstprivate status=ok
#pragma omp parallel for firstprivate(c)
  for (int i = 0; i < n; i++) {
    c[1] = a[i];
    c[2] = a[i] * a[i];
    c[3] = c[2] * a[i];
    b[i] = c[0] + c[1] + c[2] + c[3];
  }
}
