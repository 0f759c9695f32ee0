// Functions of the file called in a loop are followed into: what they access through pointer parameters is the caller's array (whole, a row, one scalar), their parameters and locals are new in each call, a `return` makes the rest of the callee conditional, and a global the callee names is no clause's to privatize.
#define N 64

double a[N], b[N], c[N][N];
double scratch;

static void set(double *x, int i, double v) { x[i] = v; }

static void copy_up(double *x, int i) { x[i + 1] = x[i]; }

static void scale_row(double *row, int m, double f)
{
  for (int j = 0; j < m; j++)
    row[j] = row[j] * f;
}

static void through_global(int i)
{
  scratch = a[i];
  b[i] = scratch * 2.0;
}

static void decrement_positive(double *x, int i)
{
  if (x[i] < 0.0)
    return;
  x[i] = x[i] - 1.0;
}

static double square_of(const double *x, int i)
{
  double t = x[i];
  return t * t;
}

static void add_to(double *total, double v) { *total += v; }

double calls(int n)
{
  // CHECK-VERDICT: verified
  // CHECK-VARIABLE: a declared=shared required=shared status=ok
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    set(a, i, 1.0);

  // CHECK-VERDICT: violation
  // CHECK-WITNESS: a race certain
  // CHECK-MESSAGES: :[[@LINE+6]]:1: error: data race on shared variable 'a'
  // CHECK-MESSAGES: :9:41: note: iteration i = 0 writes 'x[i + 1]'
  // CHECK-MESSAGES: :[[@LINE+6]]:5: note: in the call of 'copy_up' here
  // CHECK-MESSAGES: :9:52: note: iteration i = 1 reads 'x[i]'
  // CHECK-MESSAGES: :[[@LINE+4]]:5: note: in the call of 'copy_up' here
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: no data-sharing attribute of 'a' removes this conflict
#pragma omp parallel for
  for (int i = 0; i < n - 1; i++)
    copy_up(a, i);

  // CHECK-VERDICT: verified
  // CHECK-VARIABLE: c declared=shared required=shared status=ok
#pragma omp parallel for
  for (int i = 0; i < N; i++)
    scale_row(c[i], N, 2.0);

  // CHECK-VERDICT: violation
  // CHECK-VARIABLE: scratch declared=shared required=none
  // CHECK-WITNESS: scratch race certain
  // CHECK-MESSAGES: :[[@LINE+5]]:1: error: data race on shared variable 'scratch'
  // CHECK-MESSAGES: :19:3: note: iteration i = 0 writes 'scratch'
  // CHECK-MESSAGES: :[[@LINE+5]]:5: note: in the call of 'through_global' here
  // CHECK-MESSAGES: :19:3: note: iteration i = 1 writes 'scratch'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: no data-sharing attribute of 'scratch' removes this conflict
#pragma omp parallel for
  for (int i = 0; i < N; i++)
    through_global(i);

  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < N; i++)
    decrement_positive(b, i);

  double s = 0.0;
  // CHECK-VERDICT: verified
  // CHECK-VARIABLE: s declared=reduction(+) required=reduction(+) status=ok
#pragma omp parallel for reduction(+ : s)
  for (int i = 0; i < n; i++)
    s += square_of(a, i);

  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: s declared=shared required=reduction(+) status=missing
  // CHECK-WITNESS: s race certain
  // CHECK-FIXED: #pragma omp parallel for reduction(+: s)
  // CHECK-MESSAGES: :[[@LINE+4]]:1: error: data race on shared variable 's'
  // CHECK-MESSAGES: :36:47: note: iteration i = 0 writes '*total'
  // CHECK-MESSAGES: :36:47: note: iteration i = 1 {{reads|writes}} '*total'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 's' needs 'reduction(+: s)'
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    add_to(&s, b[i]);
  return s;
}
