// A global declared twice (`extern` first, defined after a function that names it) is one variable: the callee's read and the loop's write are to the same cell, whichever declaration each names.
extern double total;
static double get(void) { return total; }
double total;
double other;

void twice(double *y, int n)
{
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: total race certain
  // CHECK-MESSAGES: :[[@LINE+6]]:1: error: data race on shared variable 'total'
  // CHECK-MESSAGES: :[[@LINE+8]]:7: note: iteration i = 0 writes 'total'
  // CHECK-MESSAGES: :3:34: note: iteration i = 1 reads 'total'
  // CHECK-MESSAGES: :[[@LINE+7]]:12: note: in the call of 'get' here
  // CHECK-MESSAGES: :[[@LINE+2]]:1: note: no data-sharing attribute of 'total' removes this conflict
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 'total' is the global that a called function names: no clause of this directive reaches it there
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    if (i == 0)
      total = 1;
    y[i] = get();
  }

  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    if (i == 0)
      other = 1;
    y[i] = get();
  }
}

// A clause names the definition, the accesses the first declaration: one
// variable, the clause's.
extern double sum;
double sum;
extern int scratch;
int scratch;
#pragma omp threadprivate(scratch)

void clauses(const double *y, double *z, int n)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for reduction(+ : sum)
  for (int i = 0; i < n; i++)
    sum += y[i];

  // CHECK-VERDICT: violation
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: the value of threadprivate variable 'scratch' is needed after the loop
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    scratch = i;
    z[i] = scratch;
  }
}

void after(void) { scratch = 0; }
