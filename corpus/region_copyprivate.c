// `single copyprivate(x)`: one thread sets x, and past the single's barrier every thread's copy holds that value, so a loop reading x computes what the sequential code does. Only scalars each thread has a copy of are modelled.

void broadcast_scale(int n, const double *restrict in, double *restrict a)
{
  // CHECK-REGION: verified
#pragma omp parallel
  {
    double x;
#pragma omp single copyprivate(x)
    x = in[0] * 2.0;
    // CHECK-VERDICT: verified
#pragma omp for
    for (int i = 0; i < n; i++)
      a[i] = x * i;
  }
}

// Without copyprivate only the single's thread has the value: the other
// threads' iterations read their own copies, which hold 0.
void no_broadcast(int n, const double *restrict in, double *restrict a)
{
  // CHECK-REGION: violation
  // CHECK-WITNESS: x flow certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: private variable 'x' carries a value from one thread to another
#pragma omp parallel
  {
    double x = 0.0;
#pragma omp single
    x = in[0] * 2.0;
    // CHECK-VERDICT: unknown
    // CHECK-REASON: 'x' is private to each thread of the parallel region, and code that not every thread runs writes it (line 29)
    // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: 'x' is private to each thread of the parallel region
#pragma omp for
    for (int i = 0; i < n; i++)
      a[i] = x * i;
  }
}

// An array in copyprivate is not modelled yet.
void broadcast_array(int n, const double *restrict in, double *restrict a)
{
  // CHECK-REGION: unknown
  // CHECK-REASON: data-sharing clauses on '#pragma omp single' are not modelled yet
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this parallel region: data-sharing clauses on '#pragma omp single'
#pragma omp parallel
  {
    double w[2];
#pragma omp single copyprivate(w)
    {
      w[0] = in[0];
      w[1] = in[1];
    }
    // CHECK-VERDICT: unknown
    // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: data-sharing clauses on '#pragma omp single'
#pragma omp for
    for (int i = 0; i < n; i++)
      a[i] = w[0] * i + w[1];
  }
}
