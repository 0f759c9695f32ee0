// Independent 1D loop: every iteration writes its own a[i] and reads only b[i].
void scale(int n, double *a, const double *b, double s)
{
  // CHECK-VERDICT: verified
  // CHECK-VARIABLE: s declared=shared required=shared status=ok
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    a[i] = s * b[i];
}
