// A call whose result is a pointer, to an accessor (checks, then `return e;`), is the memory e points into, its parameters bound to the call's arguments: a pointer parameter to what its argument points into, a struct one to the caller's variable, `this` to the object. The loop is then what it is with the accessor's body written in place: a row each iteration owns is verified; a pointer that steps on a field the loop writes, or a row read from the next iteration's, is a race. A result the model cannot follow (an argument that is no affine value) says which call.
#include <cassert>

struct Grid {
  double *v;
  int n;
  double *row(int i) { return v + i * 8; }
};

struct Cursor {
  double *buf;
  int pos;
};

double *at(double *a, int i) {
  assert(i >= 0);
  return &a[i];
}
double *cur(Cursor *c) { return c->buf + c->pos; }

void rows_owned(int m, Grid &g) {
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < m; i++)
    for (int j = 0; j < 8; j++)
      g.row(i)[j] = 0;
}

void row_of_the_next(int m, Grid &g) {
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: g.v race certain
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: data race on shared variable 'g.v'
  // CHECK-MESSAGES: :[[@LINE+5]]:5: note: iteration i = 1 writes 'r[0]'
  // CHECK-MESSAGES: :[[@LINE+4]]:12: note: iteration i = 0 reads 'r[8]'
#pragma omp parallel for
  for (int i = 0; i < m; i++) {
    double *r = g.row(i);
    r[0] = r[8];
  }
}

void element_through_accessor(int n, double *a, const double *b) {
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    *at(a, i) = 2 * b[i];
}

void previous_element(int n, double *a) {
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: a race certain
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: data race on shared variable 'a'
  // CHECK-MESSAGES: :[[@LINE+4]]:5: note: iteration i = 1 writes '*at(a, i)'
  // CHECK-MESSAGES: :[[@LINE+3]]:17: note: iteration i = 2 reads '*at(a, i - 1)'
#pragma omp parallel for
  for (int i = 1; i < n; i++)
    *at(a, i) = *at(a, i - 1);
}

void cursor_moved(int n, Cursor *c) {
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: c->pos race certain
  // CHECK-MESSAGES: :[[@LINE+2]]:1: error: data race on shared variable 'c->pos'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: possible data race on shared variable 'c->buf'
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    *cur(c) = i;
    c->pos++;
  }
}

void gathered(int m, Grid &g, const int *idx) {
  // CHECK-VERDICT: unknown
  // CHECK-REASON-KIND: call
  // CHECK-REASON: call to 'at', whose result is a pointer the model does not follow (argument 'idx[i]' is no affine value)
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: call to 'at', whose result
#pragma omp parallel for
  for (int i = 0; i < m; i++)
    *at(g.v, idx[i]) += 1;
}

// An accessor returning another's result: followed in turn.
struct Table {
  float *ptr;
  float *data() { return ptr; }
};
struct Aligned {
  Table tab;
  float *get() { return tab.data(); }
};

void nested_accessors(int n, Aligned &a, const float *__restrict b) {
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    a.get()[i] = b[i];
}

// A returned pointer with a side effect of its own is no accessor's.
int counter;
float *next(float *p) { return p + counter++; }

void stepping_result(int n, float *p) {
  // CHECK-VERDICT: unknown
  // CHECK-REASON: call to 'next', whose result is a pointer the model does not follow (what it returns is computed with side effects or calls that may change memory)
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: call to 'next'
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    *next(p) = 1;
}

// A call in a pointer's initializer runs whatever the pointer turns out to
// be: its effects are the loop's (they were left out before: a wrong
// `verified`).
int made;
double *counted(double *a) {
  made++;
  return a;
}

void effect_in_pointer_init(int n, double *a) {
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: made race certain
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: data race on shared variable 'made'
  // CHECK-MESSAGES: :[[@LINE-8]]:3: note: iteration i = 0 writes 'made'
  // CHECK-MESSAGES: :[[@LINE-9]]:3: note: iteration i = 1 reads 'made'
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    double *p = counted(a);
    (void)p;
  }
}

// A global an accessor names is a callee's: a clause's copy of it here is
// not what the accessor returns (a review found this verified).
double gl;
double *global_cell() { return &gl; }

void accessor_of_a_copied_global(int n) {
  // CHECK-VERDICT: unknown
  // CHECK-REASON: 'gl' has a copy of its own here, and a called function names it
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: 'gl' has a copy
#pragma omp parallel for lastprivate(gl)
  for (int i = 0; i < n; i++)
    *global_cell() = i;
}

// A returned pointer of another form than offsets from a variable is read
// as it is: its condition and its side effects are the loop's.
int picks;
double *pick(double *a, double *b) { return picks > 0 ? a : b; }

void condition_of_a_returned_pointer(int n, double *a, double *b) {
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: picks race certain
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: data race on shared variable 'picks'
  // CHECK-MESSAGES: :[[@LINE+6]]:7: note: iteration i = 0 writes 'picks'
  // CHECK-MESSAGES: :[[@LINE-7]]:45: note: iteration i = 1 reads 'picks'
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    pick(a, b);
    if (i == 0)
      picks = 1;
  }
}

// A threadprivate array an accessor returns is each thread's own copy,
// which the model follows only where the directives are: unknown, not a
// race (a review found a false certain race).
double tp[8];
#pragma omp threadprivate(tp)
double *own_row() { return tp; }

void threadprivate_through_accessor() {
  // CHECK-REGION: unknown
  // CHECK-REASON: a called function names threadprivate 'tp'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this parallel region
#pragma omp parallel
  own_row()[0] = 1;
}
