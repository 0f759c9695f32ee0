// access ::= *(p + e) with p a pointer parameter, and q[e] with q a
// pointer defined as p + affine.
void pointer_offset(double *p, int n)
{
  double *q = p + n;
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    *(p + i) = q[i];
}
