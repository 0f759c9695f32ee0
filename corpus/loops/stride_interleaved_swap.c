// Stride-2 subscripts on interleaved complex numbers: iteration i touches only z[2i] and z[2i + 1].
void swap_re_im(int n, double *z)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    double re = z[2 * i];
    z[2 * i] = z[2 * i + 1];
    z[2 * i + 1] = re;
  }
}
