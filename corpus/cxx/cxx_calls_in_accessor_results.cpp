// Calls in what an accessor evaluates (its result, checks and locals) run
// where the statement names the accessor's result, with the accessor's
// parameters bound to that call's arguments. Before, the statement read
// the result with its calls not followed: "called where the model does
// not visit its body" (unknown), found by probing call contexts.
constexpr int N = 64;
int shift, hits;
int table[N];
double out[N], in[N];

static int offset() { return shift; }
static int entry(int k) { return table[k]; }
static int bump() { return hits++; }

struct Grid {
  int off;
  double *d;
  int origin() const { return off; }
  double *at(int i) { return d + i + origin(); }
  double &cell(int i) { return d[i + origin()]; }
};

double *shifted(double *a, int i) { return a + i + offset(); }
double *bumped(double *a, int i) { return a + i + bump(); }
double &looked(double *a, int i) { return a[entry(i)]; }

void members(Grid &g)
{
  // CHECK-VERDICT: verified
  // CHECK-MESSAGES: :[[@LINE+1]]:1: remark: assuming that 'in' and 'g.d' do not overlap
#pragma omp parallel for
  for (int i = 0; i < N; i++)
    *g.at(i) = in[i];

  // CHECK-VERDICT: verified
  // CHECK-MESSAGES: :[[@LINE+1]]:1: remark: assuming that 'in' and 'g.d' do not overlap
#pragma omp parallel for
  for (int i = 0; i < N; i++)
    g.cell(i) = in[i];
}

void functions()
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < N; i++)
    out[i] = *shifted(in, i);

  // The accessor reads table[i + 1], which the next iteration writes.
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: table race certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'table'
#pragma omp parallel for
  for (int i = 0; i < N - 1; i++) {
    out[i] = looked(in, i + 1);
    table[i] = i;
  }

  // Its own iteration's entry only.
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < N; i++) {
    out[i] = looked(in, i);
    table[i] = i;
  }

  // Twice in one statement: each call's entry is read with its own
  // argument (the second reads table[i + 1]).
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: table race certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'table'
#pragma omp parallel for
  for (int i = 0; i < N - 1; i++) {
    out[i] = looked(in, i) + looked(in, i + 1);
    table[i] = i;
  }

  // An accessor whose result changes memory is not followed.
  // CHECK-VERDICT: unknown
  // CHECK-REASON: call to 'bumped', whose result is a pointer the model does not follow
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop
#pragma omp parallel for
  for (int i = 0; i < N; i++)
    out[i] = *bumped(in, i);
}
