// A local struct whose fields every iteration writes before reading them, and that nothing reads after the loop: private(p) gives each iteration its own struct (a clause names the struct, not a field).
struct point {
  double x, y;
};

void add_points(int n, const double *restrict a, const double *restrict b,
                double *restrict c)
{
  struct point p;
  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: p.x declared=shared required=private status=missing
  // CHECK-VARIABLE: p.y declared=shared required=private status=missing
  // CHECK-WITNESS: p.x race certain
  // CHECK-FIXED: #pragma omp parallel for private(p)
  // CHECK-MESSAGES: :[[@LINE+6]]:1: error: data race on shared variable 'p.x' [ompfix-missing-private]
  // CHECK-MESSAGES: :[[@LINE+5]]:1: note: 'p.x' needs 'private(p)'
  // CHECK-MESSAGES: :[[@LINE+4]]:1: error: data race on shared variable 'p.y' [ompfix-missing-private]
  // CHECK-MESSAGES: :[[@LINE+3]]:1: note: 'p.y' needs 'private(p)'
  // CHECK-MESSAGES-NOT: which no clause can name
  // CHECK-EXIT: 1
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    p.x = a[i];
    p.y = b[i];
    c[i] = p.x + p.y;
  }
}
