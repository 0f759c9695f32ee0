// Two fields of a local struct are each iteration's own, a third is only read: private(p) would leave p.z uninitialised in each copy, so the struct needs firstprivate(p); the clause the user wrote is replaced.
struct point {
  double x, y, z;
};

void scale_points(int n, const double *restrict a, const double *restrict b,
                  double *restrict c, double s)
{
  struct point p;
  p.z = s;
  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: p.z declared=private required=firstprivate status=wrong
  // CHECK-VARIABLE: p.x declared=private required=firstprivate status=wrong
  // CHECK-WITNESS: p.z live-in certain
  // CHECK-FIXED: #pragma omp parallel for firstprivate(p)
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: private variable 'p.z' is read before it is written in the iteration [ompfix-private-read-before-write]
  // CHECK-MESSAGES: :[[@LINE+2]]:1: note: 'p.z' needs 'firstprivate(p)'
  // CHECK-EXIT: 1
#pragma omp parallel for private(p)
  for (int i = 0; i < n; i++) {
    p.x = a[i];
    p.y = b[i];
    c[i] = p.x + p.y * p.z;
  }
}

// The same struct with the clause it needs is checked field by field as that clause's copy.
void scale_points_fixed(int n, const double *restrict a,
                        const double *restrict b, double *restrict c, double s)
{
  struct point p;
  p.z = s;
  // CHECK-VERDICT: verified
  // CHECK-VARIABLE: p.x declared=firstprivate required=firstprivate status=ok
#pragma omp parallel for firstprivate(p)
  for (int i = 0; i < n; i++) {
    p.x = a[i];
    p.y = b[i];
    c[i] = p.x + p.y * p.z;
  }
}
