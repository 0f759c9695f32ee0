// Loop transformations between a loop directive and its loops (OpenMP 5.1: tile, unroll; 6.0: reverse, interchange) hand out groups of the written loops' iterations, or these in another order. ompfix checks the written loops with every loop the transformation takes collapsed: independent iterations stay independent in any grouping and order; anything else is unknown, never a finding about two iterations one thread runs in order.
#define N 100

void tiles(double a[N][N])
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
#pragma omp tile sizes(4, 16)
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      a[i][j] = i * 1000.0 + j;
}

void unrolled(int n, double *a, const double *b)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
#pragma omp unroll partial(4)
  for (int i = 0; i < n; i++)
    a[i] = 2.0 * b[i];
}

// Each tile row runs its rows' j in order: a[i][j - 1] is read after it is
// written, by the same thread. The written j loop carries the dependence.
void tiles_carrying_along_rows(double a[N][N])
{
  // CHECK-VERDICT: unknown
  // CHECK-REASON: '#pragma omp tile' regroups the loop's iterations, and those of the loops it takes are not independent (only independent ones are checked yet)
  // CHECK-REASON-KIND: construct
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: '#pragma omp tile' regroups the loop's iterations
#pragma omp parallel for
#pragma omp tile sizes(4, 4)
  for (int i = 0; i < N; i++)
    for (int j = 1; j < N; j++)
      a[i][j] = a[i][j - 1] + 1.0;
}

// A temporary that every iteration writes before reading it: right with
// private(t) whatever the grouping, but the finding would name two
// iterations of one chunk.
void unrolled_shared_temporary(int n, double *a, const double *b)
{
  double t;
  // CHECK-VERDICT: unknown
  // CHECK-REASON: '#pragma omp unroll' regroups the loop's iterations
  // CHECK-REASON-KIND: construct
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: '#pragma omp unroll' regroups the loop's iterations
#pragma omp parallel for
#pragma omp unroll partial(2)
  for (int i = 0; i < n; i++) {
    t = b[i];
    a[i] = t * t;
  }
}

void interchanged(double a[N][N])
{
  // CHECK-VERDICT: verified
#pragma omp parallel for collapse(2)
#pragma omp interchange
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      a[i][j] = a[i][j] + 1.0;
}

void interchanged_and_reversed(double a[N][N])
{
  // CHECK-VERDICT: verified
#pragma omp parallel for collapse(2)
#pragma omp interchange
  for (int i = 0; i < N; i++)
#pragma omp reverse
    for (int j = 0; j < N; j++)
      a[i][j] = a[i][j] * 2.0;
}

// Reversed, the loop's last iteration is i = 0, not the sequential one.
void reversed_lastprivate(int n, double *a, double *last)
{
  double x = 0.0;
  // CHECK-VERDICT: unknown
  // CHECK-REASON: a 'lastprivate' clause on loops that '#pragma omp reverse' regroups is not modelled yet
  // CHECK-REASON-KIND: construct
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: a 'lastprivate' clause on loops that '#pragma omp reverse' regroups
#pragma omp parallel for lastprivate(x)
#pragma omp reverse
  for (int i = 0; i < n; i++) {
    x = a[i];
    a[i] = 2.0 * x;
  }
  *last = x;
}

// A tile of several loops inside an iteration reorders that iteration's
// work: right only when its loops are independent, which is not checked.
void tile_inside_the_loop(int n, double b[N][N][N])
{
  // CHECK-VERDICT: unknown
  // CHECK-REASON: '#pragma omp tile' inside the loop (it reorders the iterations of the loops it takes) is not modelled yet
  // CHECK-REASON-KIND: construct
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: '#pragma omp tile' inside the loop
#pragma omp parallel for
  for (int k = 0; k < N; k++) {
#pragma omp tile sizes(2, 2)
    for (int i = 0; i < N; i++)
      for (int j = 1; j < N; j++)
        b[k][i][j] = b[k][i][j - 1] + 1.0;
  }
}

void collapse_over_tile_loops(double a[N][N])
{
  // CHECK-VERDICT: unknown
  // CHECK-REASON: 'collapse(2)' over the loops that '#pragma omp tile' generates is not modelled yet
  // CHECK-REASON-KIND: clause
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: 'collapse(2)' over the loops that '#pragma omp tile' generates
#pragma omp parallel for collapse(2)
#pragma omp tile sizes(4)
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      a[i][j] = 1.0;
}

// schedule(static) gives out chunks of four iterations to the first loop,
// single iterations to the second: the two loops' iteration i are not on the
// same thread, and without the barrier (nowait) the second reads cells the
// first may still write.
void static_chunks_then_elements(double *a, double *s)
{
  // CHECK-REGION: violation
  // CHECK-WITNESS: a race
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: data race on shared variable 'a'
  // CHECK-MESSAGES: :[[@LINE+8]]:7: note: the thread running iteration i = 0 writes 'a[i]'
  // CHECK-MESSAGES: :[[@LINE+11]]:14: note: the thread running iteration i = 0 reads 'a[i]'
#pragma omp parallel
  {
    // CHECK-VERDICT: verified
#pragma omp for schedule(static) nowait
#pragma omp unroll partial(4)
    for (int i = 0; i < N; i++)
      a[i] = 1.0;
    // CHECK-VERDICT: verified
#pragma omp for schedule(static)
    for (int i = 0; i < N; i++)
      s[i] = a[i];
  }
}
