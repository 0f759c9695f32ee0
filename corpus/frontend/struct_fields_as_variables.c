// Fields reached from a variable are variables of their own: a pointer field is an array (distinct from the others, as pointer parameters are), an array field holds cells, a number field a scalar; races, atomic updates and races no clause can fix (a field is no list item) are found through them, while a pointer field the function assigns, and a union's fields, are outside the model.
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

// Pointer fields the function's own code assigns memory other names reach
// (each other's): not followed (only fresh memory starts an array of its
// own, pointer_field_assigned_before.c).
void swap_then_copy(struct grid *g)
{
  double *t = g->values;
  g->values = g->next;
  g->next = t;
  // CHECK-VERDICT: unknown
  // CHECK-REASON: access to a struct member 'g->values[i]'
  // CHECK-REASON-KIND: member
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: access to a struct member 'g->values[i]'
#pragma omp parallel for
  for (int i = 0; i < g->n; i++)
    g->next[i] = g->values[i];
}

struct stats {
  double sum;
  int count;
};

struct stats totals;

void count_atomically(const double *a, int n)
{
  // CHECK-VERDICT: verified
  // CHECK-VARIABLE: totals.count declared=shared required=shared status=ok
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    if (a[i] > 0.0) {
#pragma omp atomic
      totals.count++;
    }
  }

  // A field is no list item: no reduction clause can fix this race.
  // CHECK-VERDICT: violation
  // CHECK-VARIABLE: totals.sum declared=shared required=none
  // CHECK-WITNESS: totals.sum race certain
  // CHECK-MESSAGES: :[[@LINE+2]]:1: error: data race on shared variable 'totals.sum'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: no data-sharing attribute of 'totals.sum' removes this conflict
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    totals.sum += a[i];
}

union word {
  int bits;
  float value;
};

void through_a_union(union word *w, int n)
{
  // The fields of a union share their memory: outside the model.
  // CHECK-VERDICT: unknown
  // CHECK-REASON: access to a struct member 'w->bits'
  // CHECK-REASON-KIND: member
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: access to a struct member 'w->bits'
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
#pragma omp atomic
    w->bits++;
  }
}
