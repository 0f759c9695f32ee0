// The ordered blocks of a loop run in iteration order, and each access keeps its place in its own iteration: what an iteration does before its block happens before the blocks of later iterations and what follows them. A write after the block and a read before the block of a later iteration are not ordered: a race.
void prefix(int n, double *restrict v, const double *restrict u)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for ordered
  for (int i = 1; i < n; i++) {
    v[i] += u[i] * u[i];
#pragma omp ordered
    v[i] += v[i - 1];
  }
}

void after_block(int n, double *restrict v, double *restrict w)
{
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: w race certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'w'
#pragma omp parallel for ordered
  for (int i = 1; i < n - 1; i++) {
    double t = w[i];
#pragma omp ordered
    v[i] += v[i - 1] * t;
    w[i + 1] = v[i];
  }
}
