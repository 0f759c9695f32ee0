// affine ::= a scalar surely assigned an affine value before in the same
// stretch of code (ii = i + 1).
void scalar_affine(double a[][64], int n)
{
  int ii;
#pragma omp parallel for private(ii)
  for (int i = 0; i < n; i++) {
    ii = i + 1;
    a[ii][0] = a[i][1];
  }
}
