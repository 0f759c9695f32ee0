// parameter ::= a path of fields from an integer variable (p->n) that the
// statement holding it cannot change.
struct grid {
  int n;
  double *v;
};

void param_field(struct grid *p, double *a)
{
#pragma omp parallel for
  for (int i = 0; i < p->n; i++)
    a[i] = 0;
}
