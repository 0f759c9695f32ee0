// The size of a variable-length array is an expression evaluated where
// its type is written: a declaration, a typedef, `sizeof` of the type, a
// cast to a pointer to one. A call there runs, and what it changes
// counts. Before, these sizes were never read: a loop whose arrays were
// sized by `bump()`, which increments a shared counter, was `verified`.
#define N 64
double a[N];
int hits;

static int bump(void) { return hits++; }

void declared(int k)
{
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: hits race certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'hits'
#pragma omp parallel for
  for (int i = 0; i < N; i++) {
    double t[bump() % 4 + 1];
    t[0] = i;
    a[i] = t[0];
  }

  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < N; i++) {
    double t[k + 1];
    t[0] = i;
    a[i] = t[0];
  }

  // CHECK-VERDICT: violation
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'hits'
#pragma omp parallel for
  for (int i = 0; i < N; i++) {
    typedef double row[bump() % 4 + 1];
    a[i] = i;
  }
}

void written_types(void)
{
  // CHECK-VERDICT: violation
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'hits'
#pragma omp parallel for
  for (int i = 0; i < N; i++)
    a[i] = sizeof(double[hits++ % 4 + 1]);

  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < N; i++)
    a[i] = sizeof(double[i + 1]);
}
