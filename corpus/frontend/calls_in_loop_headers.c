// A call in an inner loop's bound runs at every test of that loop: its callee is followed there, once for all the tests, with the values the loop changes forgotten (a bound read before the loop is not the bound at its later tests).
#define N 64
double a[N], b[N][N], c[N];
int len[N];
int counter;

static int row_length(const int *l, int i) { return l[i]; }
static int bump(void) { return counter++; }
static int at(const double *x, int k) { return (int)x[k]; }
static int mark(double *x, int k)
{
  x[k] = 1;
  return 3;
}

void headers(int n)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    for (int j = 0; j < row_length(len, i); j++)
      b[i][j] = 1.0;

  // The first test of each iteration calls bump: a race, whatever it returns.
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: counter race certain
  // CHECK-MESSAGES: :[[@LINE+6]]:1: error: data race on shared variable 'counter'
  // CHECK-MESSAGES: :8:32: note: iteration i = 0 writes 'counter'
  // CHECK-MESSAGES: :[[@LINE+6]]:25: note: in the call of 'bump' here
  // CHECK-MESSAGES: :8:32: note: iteration i = 1 reads 'counter'
  // CHECK-MESSAGES: :[[@LINE+4]]:25: note: in the call of 'bump' here
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: no data-sharing attribute of 'counter' removes this conflict
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    for (int j = 0; j < bump(); j++)
      b[i][j] = 1.0;

  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < N - 1; i++)
    for (int j = 0; j < mark(c, i + 1); j++)
      ;

  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < N - 1; i++) {
    double t;
    for (int j = 0; j < mark(&t, 0); j++)
      c[i] = t;
  }

  // The bound's later tests read a[i + 1], a[i + 2], ... once k grows.
  // CHECK-VERDICT: unknown
  // CHECK-REASON-KIND: possible-race
  // CHECK-MESSAGES: :[[@LINE+2]]:1: warning: possible data race on shared variable 'a'
  // CHECK-MESSAGES: :[[@LINE+4]]:25: note: iteration i = 1 reads 'a[i + k]'
#pragma omp parallel for
  for (int i = 0; i < N - 1; i++) {
    int k = 0;
    for (int j = 0; j < a[i + k]; j++)
      k++;
    a[i] = 0;
  }

  // The bound is 2 once the body has seen a positive a[i]: a[i + 1] is read.
  // CHECK-VERDICT: unknown
  // CHECK-REASON-KIND: possible-race
  // CHECK-MESSAGES: :[[@LINE+2]]:1: warning: possible data race on shared variable 'a'
  // CHECK-MESSAGES: :[[@LINE+5]]:11: note: iteration i = 0 reads 'a[i + j]'
#pragma omp parallel for
  for (int i = 0; i < N - 1; i++) {
    int m = 1;
    for (int j = 0; j < m; j++)
      if (a[i + j] > 0)
        m = 2;
    a[i] = 0;
  }

  // The callee reads x[j] at each test: a[1] too, which iteration 1 writes.
  // CHECK-VERDICT: unknown
  // CHECK-REASON-KIND: possible-race
  // CHECK-MESSAGES: :[[@LINE+2]]:1: warning: possible data race on shared variable 'a'
  // CHECK-MESSAGES: :9:53: note: iteration i = 1 reads 'x[k]'
#pragma omp parallel for
  for (int i = 0; i < N - 1; i++) {
    int j;
    for (j = 0; j < at(a, j); j++)
      ;
    a[i] = 0;
  }
}
