// A local pointer that copies a pointer field (`double *x = g->data;`) aliases what the field points to, not the struct: the struct's fields keep their values (copying the pointer lets no one change them), so the alias is followed, and its loops are checked like accesses through the field itself.
struct grid {
  int n;
  double *data;
  double *next;
};

void scale(struct grid *g, double f)
{
  double *x = g->data;
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < g->n; i++)
    x[i] = f * x[i];
}

void step(struct grid *g)
{
  double *x = g->data;
  double *y = g->next;
  // CHECK-VERDICT: verified
  // CHECK-ASSUMES: g->data and g->next do not overlap
#pragma omp parallel for
  for (int i = 1; i < g->n - 1; i++)
    y[i] = 0.5 * (x[i - 1] + x[i + 1]);
}

void shift(struct grid *g)
{
  double *x = g->data;
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: g->data race certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'g->data'
#pragma omp parallel for
  for (int i = 0; i < g->n - 1; i++)
    x[i + 1] = x[i];
}
