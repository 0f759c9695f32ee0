// A struct argument that is a path of fields of the caller's (`pot->phi`, `grid.sub`) binds the callee's parameter to that path: the callee's `t->values` is the caller's `pot->phi->values`, one array wherever it is named, also where the callee passes the parameter on. A path through the parameter that is not fields alone (`(*t).values`) is no path of the caller's: the call stays unknown.
typedef struct {
  int n;
  double x0, invDx;
  double *values;
} Interp;
typedef struct {
  Interp *phi;
  Interp *rho;
} Pot;

static void interpolate(Interp *table, double r, double *f, double *df) {
  int ii = (int)((r - table->x0) * table->invDx);
  if (ii < 1)
    ii = 1;
  double g1 = table->values[ii + 1] - table->values[ii - 1];
  *f = table->values[ii] + g1;
  *df = g1 * table->invDx;
}

void force(int n, Pot *pot, const double *r, double *restrict e,
           double *restrict d) {
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    double phiTmp, dPhi;
    interpolate(pot->phi, r[i], &phiTmp, &dPhi);
    e[i] = phiTmp;
    d[i] = dPhi;
  }
}

static void set(Interp *t, int k) { t->values[k] = 1; }
static void set_next(Interp *t, int k) { set(t, k + 1); }

void written_through_the_callee(int n, Pot *pot, double *restrict out) {
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: pot->phi->values race certain
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: data race on shared variable 'pot->phi->values'
  // CHECK-MESSAGES: :[[@LINE-7]]:37: note: iteration i = 0 writes 't->values[k]'
  // CHECK-MESSAGES: :[[@LINE+4]]:14: note: iteration i = 1 reads 'pot->phi->values[i]'
#pragma omp parallel for
  for (int i = 0; i < n - 1; i++) {
    set_next(pot->phi, i);
    out[i] = pot->phi->values[i];
  }
}

void owned_cells(int n, Pot *pot) {
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    set(pot->rho, i);
}

static void set_deref(Interp *t, int k) { (*t).values[k] = 1; }

void through_a_dereference(int n, Pot *pot) {
  // CHECK-VERDICT: unknown
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: access to a struct member '(*t).values[k]'
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    set_deref(pot->rho, i);
}
