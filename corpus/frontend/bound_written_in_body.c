// A loop directive's bounds are read by every thread where the loop starts (OpenMP asks them to be loop-invariant): a body that writes what they read races with those reads, and the sequential loop would count anew. Writes of other memory leave the loop verified.
struct grid {
  int n;
  double *a;
};

void grow_in_first(struct grid *g, double *b)
{
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: g->n race certain
  // CHECK-MESSAGES: :[[@LINE+5]]:1: error: data race on shared variable 'g->n'
  // CHECK-MESSAGES: :[[@LINE+7]]:7: note: iteration i = 0 writes 'g->n'
  // CHECK-MESSAGES: :[[@LINE+4]]:23: note: iteration i = 1 reads 'g->n'
  // CHECK-MESSAGES: :[[@LINE+2]]:1: note: no data-sharing attribute of 'g->n' removes this conflict
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 'g->n' is a field, which no clause can name
#pragma omp parallel for
  for (int i = 0; i < g->n; i++) {
    if (i == 0)
      g->n++;
    b[i] = 1.0;
  }
}

void other_field(struct grid *g)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < g->n; i++)
    g->a[i] = 0.0;
}

void bump_parameter(int n, double *b)
{
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: n race certain
  // CHECK-MESSAGES: :[[@LINE+4]]:1: error: data race on shared variable 'n'
  // CHECK-MESSAGES: :[[@LINE+6]]:7: note: iteration i = 0 writes 'n'
  // CHECK-MESSAGES: :[[@LINE+3]]:23: note: iteration i = 1 reads 'n'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: no data-sharing attribute of 'n' removes this conflict
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    if (i == 0)
      n++;
    b[i] = 1.0;
  }
}

int limit;

// The store of one value in every iteration is no value to forward into the bound.
void store_global_bound(double *b)
{
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: limit race certain
  // CHECK-MESSAGES: :[[@LINE+4]]:1: error: data race on shared variable 'limit'
  // CHECK-MESSAGES: :[[@LINE+6]]:5: note: iteration i = 0 writes 'limit'
  // CHECK-MESSAGES: :[[@LINE+5]]:5: note: iteration i = 1 writes 'limit'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: no data-sharing attribute of 'limit' removes this conflict
#pragma omp parallel for
  for (int i = 0; i < limit; i++) {
    b[i] = 1.0;
    limit = 5;
  }
}

void worksharing_in_region(int n, double *b)
{
  // CHECK-REGION: verified
#pragma omp parallel
  {
    // CHECK-VERDICT: violation
    // CHECK-WITNESS: n race certain
    // CHECK-MESSAGES: :[[@LINE+4]]:1: error: data race on shared variable 'n'
    // CHECK-MESSAGES: :[[@LINE+6]]:9: note: iteration i = 0 writes 'n'
    // CHECK-MESSAGES: :[[@LINE+3]]:25: note: iteration i = 1 reads 'n'
    // CHECK-MESSAGES: :[[@LINE+1]]:1: note: no data-sharing attribute of 'n' removes this conflict
#pragma omp for
    for (int i = 0; i < n; i++) {
      if (i == 0)
        n++;
      b[i] = 1.0;
    }
  }
}

// The bound reads the variable before the copies are made; the copy written in the body makes the sequential loop count anew, and no value can be forwarded into the bound.
void private_copy(int n, double *b)
{
  // CHECK-VERDICT: violation
  // CHECK-MESSAGES: :[[@LINE+4]]:1: error: private variable 'n' carries a value from one iteration to another
  // CHECK-MESSAGES: :[[@LINE+5]]:5: note: iteration i = 0 writes 'n'
  // CHECK-MESSAGES: :[[@LINE+3]]:23: note: iteration i = 1 reads 'n'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: no data-sharing attribute of 'n' removes this conflict
#pragma omp parallel for private(n)
  for (int i = 0; i < n; i++) {
    n = i;
    b[i] = n;
  }
}

// Another name of the bound: its address taken before the loop.
void through_address(int n, double *b)
{
  int *p = &n;
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: n race certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'n'
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    if (i == 0)
      *p = 5;
    b[i] = 1.0;
  }
}

// A reduction's copy is not what the bound reads: the original, which the
// combination at the end writes.
void reduction_on_bound(int n, double *b)
{
  // CHECK-VERDICT: violation
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: 'n' is not only updated by one reduction operator in the loop
#pragma omp parallel for reduction(+ : n)
  for (int i = 0; i < n; i++) {
    if (i == 0)
      n += 1;
    b[i] = 1.0;
  }
}
