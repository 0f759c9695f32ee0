// Memory a function is given (pointer parameters without restrict, pointer fields) may overlap; ompfix assumes it does not and says so on each verdict that rests on it (JSON "assumes", a remark): never for restrict pointers, cells of different types, memory only read, or fresh allocations.
#include <stdlib.h>

double table[256];

struct field {
  double *u, *v;
  int n;
};

void scale(double *a, double *b, int n)
{
  // CHECK-VERDICT: verified
  // CHECK-ASSUMES: a and b do not overlap
  // CHECK-MESSAGES: :[[@LINE+1]]:1: remark: assuming that 'a' and 'b' do not overlap (memory the function is given, without 'restrict'); --no-assume-disjoint makes this loop unknown
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    b[i] = 2.0 * a[i];
}

void scale_restrict(double *restrict a, double *restrict b, int n)
{
  // CHECK-VERDICT: verified
  // CHECK-ASSUMES: none
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    b[i] = 2.0 * a[i];
}

void convert(const int *counts, double *out, int n)
{
  // CHECK-VERDICT: verified
  // CHECK-ASSUMES: none
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    out[i] = counts[i];
}

void from_table(double *out, int n)
{
  // CHECK-VERDICT: verified
  // CHECK-ASSUMES: out and table do not overlap
#pragma omp parallel for
  for (int i = 0; i < 256; i++)
    out[i] = table[i] + n;
}

double dot(const double *x, const double *y, int n)
{
  double s = 0.0;
  // CHECK-VERDICT: verified
  // CHECK-ASSUMES: none
#pragma omp parallel for reduction(+: s)
  for (int i = 0; i < n; i++)
    s += x[i] * y[i];
  return s;
}

void fields(struct field *f)
{
  // CHECK-VERDICT: verified
  // CHECK-ASSUMES: f->u and f->v do not overlap
#pragma omp parallel for
  for (int i = 0; i < f->n; i++)
    f->v[i] = f->u[i];
}

double fresh(int n)
{
  double *a = malloc(n * sizeof(double));
  double *b = malloc(n * sizeof(double));
  if (!a || !b)
    return 0.0;
  for (int i = 0; i < n; i++)
    a[i] = i;
  // CHECK-VERDICT: verified
  // CHECK-ASSUMES: none
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    b[i] = a[i] + 1.0;
  double r = b[n - 1];
  free(a);
  free(b);
  return r;
}

void shift(double *a, double *b, int n)
{
  // A race within one array holds whether or not the arrays overlap: no
  // assumption.
  // CHECK-VERDICT: violation
  // CHECK-ASSUMES: none
  // CHECK-WITNESS: b race certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'b'
#pragma omp parallel for
  for (int i = 0; i < n - 1; i++)
    b[i + 1] = b[i] + a[i];
}
