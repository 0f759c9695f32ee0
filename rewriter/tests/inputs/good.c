void scale(int n, double *a, const double *b) {
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    a[i] = 2.0 * b[i];
}
