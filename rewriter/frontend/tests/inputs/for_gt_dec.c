// for: cond ::= i > affine, step ::= i-- -- a decreasing loop: the
// schedule holds the negated iterator.
void for_gt_dec(double *a, int n)
{
#pragma omp parallel for
  for (int i = n; i > 0; i--)
    a[i] = 0;
}
