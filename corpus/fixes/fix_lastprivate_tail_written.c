// lastprivate on a value written by the last four iterations, which include the sequentially last one: condition 4 holds.
void tail_value(int n, const double *a, double *out)
{
  double tail = 0.0;

  // CHECK-VERDICT: verified
  // CHECK-VARIABLE: tail declared=lastprivate required=lastprivate status=ok
#pragma omp parallel for lastprivate(tail)
  for (int i = 0; i < n; i++)
    if (i >= n - 4)
      tail = a[i];
  out[0] = tail;
}
