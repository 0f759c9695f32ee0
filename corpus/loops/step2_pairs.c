// A step-2 loop where iteration i owns the pair a[i], a[i + 1] (a Haar wavelet step in place).
void haar_step(int n, double *a)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n - 1; i += 2) {
    double s = a[i];
    double d = a[i + 1];
    a[i] = 0.5 * (s + d);
    a[i + 1] = 0.5 * (s - d);
  }
}
