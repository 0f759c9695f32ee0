// condition not affine: its reads form a statement and the writes it
// guards become may-writes.
void if_nonaffine(double *a, const double *b, int n)
{
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    if (b[i] > 0)
      a[i] = b[i];
  }
}
