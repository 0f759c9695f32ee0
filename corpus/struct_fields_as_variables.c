// Fields reached from a variable are variables of their own: a pointer field is an array (distinct from the others, as pointer parameters are), an array field holds cells, a number field a scalar; races and reductions through them are found, and a pointer field the function assigns is outside the model.
struct grid {
  int n;
  double *values;
  double *next;
  double weights[16];
  double total;
};

struct grid global_grid;

void smooth(struct grid *g)
{
  // CHECK-VERDICT: verified
  // CHECK-VARIABLE: g->next declared=shared required=shared status=ok
#pragma omp parallel for
  for (int i = 1; i < g->n - 1; i++)
    g->next[i] = (g->values[i - 1] + g->values[i] + g->values[i + 1]) / 3.0;
}

void shift(struct grid *g)
{
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: g->values race certain
  // CHECK-MESSAGES: :[[@LINE+4]]:1: error: data race on shared variable 'g->values'
  // CHECK-MESSAGES: :[[@LINE+5]]:5: note: iteration i = 0 writes 'g->values[i + 1]'
  // CHECK-MESSAGES: :[[@LINE+4]]:24: note: iteration i = 1 reads 'g->values[i]'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: no data-sharing attribute of 'g->values' removes this conflict
#pragma omp parallel for
  for (int i = 0; i < g->n - 1; i++)
    g->values[i + 1] = g->values[i];
}

void weigh(void)
{
  // CHECK-VERDICT: verified
  // CHECK-VARIABLE: global_grid.weights declared=shared required=shared status=ok
#pragma omp parallel for
  for (int i = 0; i < 16; i++)
    global_grid.weights[i] = 1.0 / (i + 1);
}

void accumulate(struct grid *g)
{
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: g->total race certain
  // CHECK-MESSAGES: :[[@LINE+4]]:1: error: data race on shared variable 'g->total'
  // CHECK-MESSAGES: :[[@LINE+5]]:5: note: iteration i = 0 writes 'g->total'
  // CHECK-MESSAGES: :[[@LINE+4]]:5: note: iteration i = 1 {{reads|writes}} 'g->total'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: no data-sharing attribute of 'g->total' removes this conflict
#pragma omp parallel for
  for (int i = 0; i < g->n; i++)
    g->total += g->values[i];
}

void swap_then_copy(struct grid *g)
{
  double *t = g->values;
  g->values = g->next;
  g->next = t;
  // CHECK-VERDICT: unknown
  // CHECK-REASON: the bounds of the parallel loop are not affine
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: the bounds of the parallel loop are not affine
#pragma omp parallel for
  for (int i = 0; i < g->n; i++)
    g->next[i] = g->values[i];
}
