// expression ::= affine-condition ? e1 : e2 -- each arm's accesses happen
// exactly where the condition holds, or fails.
void conditional_expr(double *a, const double *b, const double *c, int n,
                      int m)
{
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    a[i] = i < m ? b[i] : c[i];
}
