// firstprivate(w) lastprivate(w) written by the user on a work array initialised in part before the loop and read after it: conditions 3 and 4 both hold.
double last_stencil_ok(int n, const double *a, double *b, double w0)
{
  double w[3];

  w[0] = w0;
  // CHECK-VERDICT: verified
  // CHECK-VARIABLE: w declared=firstprivate+lastprivate required=firstprivate+lastprivate status=ok
#pragma omp parallel for firstprivate(w) lastprivate(w)
  for (int i = 0; i < n; i++) {
    w[1] = a[i];
    w[2] = a[i] * a[i];
    b[i] = w[0] + w[1] + w[2];
  }
  return w[0] + w[1] + w[2];
}
