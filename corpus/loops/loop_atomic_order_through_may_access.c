// An order dependence claimed on accesses the model over-approximates is
// possible, not certain: under `atomic read`, `c[next(i)] = a[0]` stores
// where the model cannot say (a may-write), and two iterations meet in
// one cell of c only if next gives them one. Before, this was an error.
#define N 64
double a[N], c[N + 64];
int base;

static int next(int x) { return base + x; }

void reads_of_one_cell(void)
{
  // CHECK-VERDICT: fixable
  // CHECK-WITNESS: c order possible
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: the value of 'c' may depend on the order in which the threads pass its atomic or critical updates
#pragma omp parallel for
  for (int i = 0; i < N; i++) {
#pragma omp atomic read
    c[next(i)] = a[0];
  }

  // CHECK-VERDICT: fixable
  // CHECK-WITNESS: c order certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: the value of 'c' depends on the order
#pragma omp parallel for
  for (int i = 0; i < N; i++) {
#pragma omp atomic write
    c[0] = a[i];
  }
}
