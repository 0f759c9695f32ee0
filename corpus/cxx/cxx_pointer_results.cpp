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
  // CHECK-REASON: call to 'next', whose result is a pointer the model does not follow (its body is more than checks and one 'return' of an expression without side effects)
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: call to 'next'
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    *next(p) = 1;
}
