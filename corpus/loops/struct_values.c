// A struct made of numbers (and of such structs) is its numbers: a copy of it whole, `s = p[i]`, `cplx s = cmul(a, b)`, `return r;`, an argument given by value, reads every number of the source and writes every number of the destination. A call whose result is such a struct is followed: its `return` reads what it returns. Copies each iteration owns are verified; a copy from the next element, or into a struct the loop shares, is a race. A member of a call's result reads that result.
typedef struct {
  double re, im;
} cplx;

typedef struct {
  cplx pos;
  int tag;
} point;

static cplx cmul(cplx a, cplx b) {
  cplx r = {a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re};
  return r;
}

static cplx conj_of(cplx a) {
  a.im = -a.im;
  return a;
}

static cplx scaled(cplx a, double s) {
  cplx r;
  r.re = s * a.re;
  r.im = s * a.im;
  return r;
}

void products(int n, cplx *p, const cplx *q) {
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    p[i] = cmul(p[i], q[i]);
}

void copies_in_iterations(int n, point *pts, const cplx *c) {
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    cplx s = conj_of(c[i]);
    pts[i].pos = scaled(s, 2.0);
    pts[i].tag = i;
  }
}

void from_the_next(int n, cplx *p) {
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: p[].re race certain
  // CHECK-WITNESS: p[].im race certain
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: data race on shared variable 'p[].re'
  // CHECK-MESSAGES: :[[@LINE+2]]:1: error: data race on shared variable 'p[].im'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: {{.*}}
#pragma omp parallel for
  for (int i = 0; i < n - 1; i++)
    p[i] = p[i + 1];
}

void shared_temporary(int n, cplx *p, const cplx *q) {
  cplx t;
  // CHECK-VERDICT: fixable
  // CHECK-WITNESS: t.re race certain
  // CHECK-WITNESS: t.im race certain
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: data race on shared variable 't.re'
  // CHECK-MESSAGES: :[[@LINE+2]]:1: error: data race on shared variable 't.im'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 't.im' needs 'private(t)'
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    t = q[i];
    p[i] = cmul(t, t);
  }
}

void member_of_a_result(int n, double *re, const cplx *q) {
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    re[i] = cmul(q[i], q[i]).re;
}

void member_of_the_next(int n, cplx *q) {
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: q[].re race certain
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: data race on shared variable 'q[].re'
  // CHECK-MESSAGES: :[[@LINE+4]]:5: note: iteration i = 1 writes 'q[i].re'
  // CHECK-MESSAGES: :[[@LINE+3]]:23: note: iteration i = 0 reads 'q[i + 1]'
#pragma omp parallel for
  for (int i = 0; i < n - 1; i++)
    q[i].re = conj_of(q[i + 1]).re;
}
