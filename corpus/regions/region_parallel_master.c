// `parallel master` is a region in which thread 0 alone runs the block: a sum kept in a shared scalar is right as written, since no other thread touches it.
void sum_on_master(int n, const double *a, double *s)
{
  // CHECK-REGION: verified
  // CHECK-VARIABLE: s declared=shared required=shared status=ok
#pragma omp parallel master
  for (int i = 0; i < n; i++)
    s[0] += a[i];
}
