// A local pointer that copies a pointer field (`double *x = g->data;`) reaches what the field points to, not the struct: the struct's fields keep their values (copying the pointer lets no one change them). Where the function reaches that memory no other way, the copy is memory the function is given, as a pointer parameter's (an array of its own, its subscripts delinearized); where it also names the field, the copy is an alias of it, and a race between the two names is found.
struct grid {
  int n, nx;
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
  // CHECK-ASSUMES: x and y do not overlap
#pragma omp parallel for
  for (int i = 1; i < g->n - 1; i++)
    y[i] = 0.5 * (x[i - 1] + x[i + 1]);
}

void shift(struct grid *g)
{
  double *x = g->data;
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: x race certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'x'
#pragma omp parallel for
  for (int i = 0; i < g->n - 1; i++)
    x[i + 1] = x[i];
}

// Two names for one memory: the copy stays an alias of the field.
void two_names(struct grid *g)
{
  double *x = g->data;
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: g->data race certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'g->data'
#pragma omp parallel for
  for (int i = 0; i < g->n - 1; i++)
    x[i + 1] = g->data[i];
}

// Rows of g->nx cells, read through the copy.
void transpose_rows(struct grid *g)
{
  const int nx = g->nx;
  double *x = g->data;
  double *y = g->next;
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int j = 0; j < nx; j++)
    for (int i = 0; i < nx; i++)
      y[j + i * nx] = x[i + j * nx];
}

// A copy made in each iteration is no memory of its own: the iterations
// share what it points to.
void copy_per_iteration(struct grid *g)
{
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: g->data race certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'g->data'
#pragma omp parallel for
  for (int i = 0; i < g->n - 1; i++) {
    double *x = g->data;
    x[i + 1] = x[i];
  }
}

// Nor is one made by each thread of a region.
void copy_per_thread(struct grid *g)
{
  // CHECK-REGION: verified
#pragma omp parallel
  {
    double *x = g->data;
    // CHECK-VERDICT: violation
    // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'g->data'
#pragma omp for
    for (int i = 0; i < g->n - 1; i++)
      x[i + 1] = x[i];
  }
}

// A pointer field of another type, converted (`(struct halo *)s->pot`,
// CoMD's `EamPotential *pot = (EamPotential *)s->pot`): it still reaches
// what the field points to, and the struct's other fields keep their values
// (issue 37's development half: every loop of CoMD's eam.c was unknown,
// "access to a struct member 's->boxes->nAtoms[iBox]'").
struct boxes {
  int nLocal;
  int *nAtoms;
};

struct sim {
  struct boxes *boxes;
  double *energy;
  void *pot;
};

struct halo {
  double *buffer;
};

void energies(struct sim *s)
{
  struct halo *pot = (struct halo *)s->pot;
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int b = 0; b < s->boxes->nLocal; b++)
    s->energy[b] = s->boxes->nAtoms[b] * pot->buffer[b];
}
