// An index computed by a function of the file from a struct's fields
// (passed by value, by pointer or by reference to the caller's variable)
// is that expression in the caller's fields: `at(d, i)` is i + d.halo.
// Before, only functions of numbers were such values and these loops
// were possible races (the index no affine value), found in grid codes
// that pass their dimensions as one struct.
typedef struct {
  int nx, halo;
} Dims;

typedef struct {
  Dims dims;
  int first;
} Grid;

int stride;

static inline int at(Dims d, int i) { return i + d.halo; }
static inline int atp(const Dims *d, int i) { return i + d->halo; }
static inline int inner(const Grid *g, int i) {
  int start = g->first + g->dims.halo;
  return start + i;
}
// (Reads a global, which the caller may change beside it: no value.)
static inline int strided(Dims d, int i) { return i * stride + d.halo; }
// (A product of a field and an iterator is no affine value; the model
// does not delinearize through a call yet.)
static inline int cell(const Dims *d, int x, int y) { return x + d->nx * y; }

void by_value(double *v, Dims d) {
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < d.nx; i++)
    v[at(d, i)] = 1.0;
}

void by_pointer(double *v, const double *w, const Dims *d) {
  // CHECK-VERDICT: verified
  // CHECK-MESSAGES: :[[@LINE+1]]:1: remark: assuming that 'v' and 'w' do not overlap
#pragma omp parallel for
  for (int i = 0; i < d->nx; i++)
    v[atp(d, i)] = w[atp(d, i)];
}

void by_pointer_shifted(double *v, const Dims *d) {
  // Cell i + 1 is the next iteration's.
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: v race certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'v'
#pragma omp parallel for
  for (int i = 0; i < d->nx - 1; i++)
    v[atp(d, i + 1)] = v[atp(d, i)];
}

void nested_fields(double *v, Grid g) {
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < g.dims.nx; i++)
    v[inner(&g, i)] = 0.0;
}

void field_changed_in_loop(double *v, Dims d) {
  // The index's field changes as the loop runs: no value.
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: v race possible
  // CHECK-WITNESS: d.halo race certain
  // CHECK-MESSAGES: :[[@LINE+2]]:1: error: data race on shared variable 'd.halo'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: possible data race on shared variable 'v'
#pragma omp parallel for
  for (int i = 0; i < d.nx; i++) {
    v[at(d, i)] = 0.0;
    d.halo = i;
  }
}

void reads_a_global(double *v, Dims d, int n) {
  // CHECK-VERDICT: unknown
  // CHECK-WITNESS: v race possible
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: possible data race on shared variable 'v'
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    v[strided(d, i)] = 0.0;
}

void product_of_field_and_iterator(double *v, const Dims *d, int ny) {
  // CHECK-VERDICT: unknown
  // CHECK-WITNESS: v race possible
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: possible data race on shared variable 'v'
#pragma omp parallel for
  for (int y = 0; y < ny; y++)
    for (int x = 0; x < d->nx; x++)
      v[cell(d, x, y)] = 0.0;
}
