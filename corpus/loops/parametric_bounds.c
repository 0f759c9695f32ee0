// Parametric bounds lo..hi: an axpy on a sub-range, independent for every value of lo and hi.
void axpy_range(int lo, int hi, double alpha, const double *x, double *y)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = lo; i < hi; i++)
    y[i] += alpha * x[i];
}
