// `single copyprivate(x)`: one thread sets x, and past the single's barrier every thread's copy holds that value, so a loop reading x computes what the sequential code does. Scalars each thread has a copy of, and arrays of them with constant extents (copied cell by cell), are modelled; a pointer is not.

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
    // CHECK-REASON-KIND: construct
    // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: 'x' is private to each thread of the parallel region
#pragma omp for
    for (int i = 0; i < n; i++)
      a[i] = x * i;
  }
}

// An array: every cell of each thread's copy gets the single's.
void broadcast_array(int n, const double *restrict in, double *restrict a)
{
  // CHECK-REGION: verified
#pragma omp parallel
  {
    double w[2];
#pragma omp single copyprivate(w)
    {
      w[0] = in[0];
      w[1] = in[1];
    }
    // CHECK-VERDICT: verified
#pragma omp for
    for (int i = 0; i < n; i++)
      a[i] = w[0] * i + w[1];
  }
}

// A table of two dimensions, and a scalar, in one clause.
void broadcast_table(int n, const double *restrict in, double *restrict a)
{
  // CHECK-REGION: verified
#pragma omp parallel
  {
    double t[2][3];
    double s;
#pragma omp single copyprivate(t, s)
    {
      for (int r = 0; r < 2; r++)
        for (int c = 0; c < 3; c++)
          t[r][c] = in[3 * r + c];
      s = in[6];
    }
    // CHECK-VERDICT: verified
#pragma omp for
    for (int i = 0; i < n; i++)
      a[i] = t[i % 2][i % 3] * s;
  }
}

// Without copyprivate the other threads' copies of the array hold nothing.
void array_not_broadcast(int n, const double *restrict in, double *restrict a)
{
  // CHECK-REGION: violation
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: private variable 'w' carries a value from one thread to another
#pragma omp parallel
  {
    double w[2] = {0.0, 0.0};
#pragma omp single
    {
      w[0] = in[0];
      w[1] = in[1];
    }
    // CHECK-VERDICT: unknown
    // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: 'w' is private to each thread of the parallel region
#pragma omp for
    for (int i = 0; i < n; i++)
      a[i] = w[0] * i + w[1];
  }
}

// A pointer in copyprivate (what it points to is shared): not modelled yet.
void broadcast_pointer(int n, double *restrict a)
{
  // CHECK-REGION: unknown
  // CHECK-REASON: data-sharing clauses on '#pragma omp single' are not modelled yet
  // CHECK-REASON-KIND: clause
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this parallel region: data-sharing clauses on '#pragma omp single'
#pragma omp parallel
  {
    double *p;
#pragma omp single copyprivate(p)
    p = a;
    // CHECK-VERDICT: unknown
    // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: data-sharing clauses on '#pragma omp single'
#pragma omp for
    for (int i = 0; i < n; i++)
      p[i] = 1.0;
  }
}
