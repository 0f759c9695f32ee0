// `private(p)` on a pointer gives each thread an uninitialized copy of the
// pointer, not of the memory. Code that sets each copy to memory of its
// own (`p = new double[n];`) before using it is right, but the model takes
// p's cells for those the pointer reaches outside the construct, which the
// clause left unreachable: before, every such loop and region was a false
// certain "private variable 'p' is read before it is written". The
// memory each copy is given is not followed yet: unknown.

void loop_allocates(double *p, const double *a, double *b, int n)
{
  // CHECK-VERDICT: unknown
  // CHECK-REASON: pointer 'p' has a copy per thread (a clause's), and each copy is given memory of its own in the construct
  // CHECK-REASON-KIND: pointer
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: {{.*}}
#pragma omp parallel for private(p)
  for (int i = 0; i < n; i++) {
    p = new double[1];
    p[0] = a[i];
    b[i] = p[0];
    delete[] p;
  }
}

void region_allocates(const double *a, double *b, int n)
{
  double *p;
  // CHECK-REGION: unknown
  // CHECK-REASON: pointer 'p' has a copy per thread (a clause's), and each copy is given memory of its own in the construct
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this parallel region: {{.*}}
#pragma omp parallel private(p)
  {
    p = new double[1];
    // CHECK-VERDICT: unknown
    // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: {{.*}}
#pragma omp for
    for (int i = 0; i < n; i++) {
      p[0] = a[i];
      b[i] = p[0];
    }
    delete[] p;
  }
}

// Used before anything is given to it, the private copy points nowhere.
void loop_uses_uninitialized(double *p, const double *a, double *b, int n)
{
  // CHECK-VERDICT: fixable
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: private variable 'p' is read before it is written in the iteration
#pragma omp parallel for private(p)
  for (int i = 0; i < n; i++) {
    p[0] = a[i];
    b[i] = p[0];
  }
}

// Set to the caller's array, each copy is another name of it.
void region_aliases(double *p, const double *a, double *b, int n)
{
  // CHECK-REGION: verified
#pragma omp parallel private(p)
  {
    p = b;
    // CHECK-VERDICT: verified
#pragma omp for
    for (int i = 0; i < n; i++)
      p[i] = a[i];
  }
}

// `firstprivate(p)` copies the pointer; each copy then given memory of
// its own is the same as for `private`. Before, a false certain "data
// race on shared variable 'p'".
void firstprivate_allocates(const double *a, double *b, int n)
{
  double *p = nullptr;
  // CHECK-VERDICT: unknown
  // CHECK-REASON: pointer 'p' has a copy per thread (a clause's), and each copy is given memory of its own in the construct
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: {{.*}}
#pragma omp parallel for firstprivate(p)
  for (int i = 0; i < n; i++) {
    p = new double[4];
    p[0] = a[i];
    b[i] = p[0];
    delete[] p;
  }
}
