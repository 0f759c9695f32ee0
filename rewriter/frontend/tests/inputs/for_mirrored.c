// for: cond mirrored: affine > i.
void for_mirrored(double *a, int n)
{
#pragma omp parallel for
  for (int i = 0; n > i; i++)
    a[i] = 0;
}
