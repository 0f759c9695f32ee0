// statement ::= declaration [= expression] ';' -- a declaration without an
// initializer kills its variable; one whose initializer surely writes it is
// the write alone (the kill nothing could observe is left out).
void decl_init(double *a, const double *b, int n)
{
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    double t = b[i];
    double u;
    u = t;
    a[i] = u;
  }
}
