// Parallel regions nested in a region's code or in a worksharing loop's body: to the outer construct, a nested region is the code of one of its threads or iterations (but for the nested region's private copies, which are its own); the nested region is checked as a region inside a loop is, once per instance.
#include <omp.h>

// Each iteration i of the outer loop runs a region of its own over j:
// iterations differ in a's rows, the nested threads in its columns.
void rows_then_columns(int n, double a[n][n])
{
  // CHECK-REGION: verified
#pragma omp parallel
  {
    // CHECK-VERDICT: verified
#pragma omp for
    for (int i = 0; i < n; i++) {
      // CHECK-REGION: verified
#pragma omp parallel shared(i)
      {
        // CHECK-VERDICT: verified
#pragma omp for
        for (int j = 0; j < n; j++)
          a[i][j] = i + j;
      }
    }
  }
}

// Every outer iteration adds into all of a: a race between the outer
// iterations (the outer loop's finding), none inside each nested region.
void every_row_into_one(int n, double *a)
{
  // CHECK-REGION: verified
#pragma omp parallel
  {
    // CHECK-VERDICT: fixable
    // CHECK-WITNESS: a race certain
    // CHECK-MESSAGES: :[[@LINE+4]]:1: error: data race on shared variable 'a'
    // CHECK-MESSAGES: :[[@LINE+11]]:11: note: iteration i = 0 writes 'a[j]'
    // CHECK-MESSAGES: :[[@LINE+10]]:11: note: iteration i = 1 reads 'a[j]'
    // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 'a' needs 'reduction(+: a[0:n])'
#pragma omp for
    for (int i = 0; i < n; i++) {
      // CHECK-REGION: verified
#pragma omp parallel
      {
        // CHECK-VERDICT: verified
#pragma omp for
        for (int j = 0; j < n; j++)
          a[j] += 1.0;
      }
    }
  }
}

// The nested region's x is its threads' own: the outer threads never
// write the shared x, which the single block reads beside them (nowait).
void nested_private_copy(double *out)
{
  double x = 1.0;
  // CHECK-REGION: verified
#pragma omp parallel
  {
#pragma omp single nowait
    out[0] = x;
    // CHECK-REGION: verified
#pragma omp parallel private(x)
    x = omp_get_thread_num();
  }
}

// Each outer thread runs the whole nested loop over c: the outer threads
// write the same cells at once.
void every_thread_runs_the_nested_loop(int n, double *c)
{
  // CHECK-REGION: violation
  // CHECK-WITNESS: c race certain
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: data race on shared variable 'c' between the threads of the parallel region
  // CHECK-MESSAGES: :[[@LINE+7]]:7: note: thread 0 writes 'c[i]'
  // CHECK-MESSAGES: :[[@LINE+6]]:7: note: thread 1 writes 'c[i]'
#pragma omp parallel
  {
    // CHECK-VERDICT: verified
#pragma omp parallel for
    for (int i = 0; i < n; i++)
      c[i] = 2.0 * i;
  }
}

// v is each outer thread's own, but one variable for the nested team: its
// iterations all write it (and every outer thread writes all of c).
void outer_copy_shared_by_the_nested_team(int n, double *c)
{
  // CHECK-REGION: violation
  // CHECK-WITNESS: c race certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'c' between the threads of the parallel region
#pragma omp parallel
  {
    double v = 0.0;
    // (A nested team: one thread unless nesting is active.)
    // CHECK-VERDICT: fixable
    // CHECK-WITNESS: v race possible
    // CHECK-MESSAGES: :[[@LINE+3]]:1: warning: possible data race on shared variable 'v'
    // CHECK-MESSAGES: :[[@LINE+4]]:7: note: iteration i = 0 writes 'v'
    // CHECK-FIXED: #pragma omp parallel for private(v)
#pragma omp parallel for
    for (int i = 0; i < n; i++) {
      v = 2.0 * i;
      c[i] = v;
    }
  }
}

// What the model cannot see in the nested region leaves the outer
// constructs' code out of it too.
void nested_firstprivate(int n, double *c)
{
  double s = 1.0;
  // CHECK-REGION: unknown
  // CHECK-REASON: a nested '#pragma omp parallel' with a 'firstprivate' clause
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this parallel region: a nested '#pragma omp parallel' with a 'firstprivate' clause
#pragma omp parallel
  {
    // CHECK-REGION: unknown
    // CHECK-REASON: a nested '#pragma omp parallel' with a 'firstprivate' clause
    // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this parallel region: a nested '#pragma omp parallel' with a 'firstprivate' clause
#pragma omp parallel firstprivate(s)
    {
      s += 1.0;
      c[0] = s;
    }
  }
}

// The same with the nested loop inside a nested region: its iterations are
// still every outer thread's code.
void every_thread_runs_a_nested_region_loop(int n, double *c)
{
  // CHECK-REGION: violation
  // CHECK-WITNESS: c race certain
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: data race on shared variable 'c' between the threads of the parallel region
  // CHECK-MESSAGES: :[[@LINE+10]]:9: note: thread 0 writes 'c[i]'
  // CHECK-MESSAGES: :[[@LINE+9]]:9: note: thread 1 writes 'c[i]'
#pragma omp parallel
  {
    // CHECK-REGION: verified
#pragma omp parallel
    {
      // CHECK-VERDICT: verified
#pragma omp for
      for (int i = 0; i < n; i++)
        c[i] = 2.0 * i;
    }
  }
}

// Two levels down, the innermost region's copies of x are its own, which
// the outermost region's view of its code cannot say: its own check is not
// made (the threads of the middle region still are checked).
void two_levels_down(double *out)
{
  double x = 1.0;
  // CHECK-REGION: unknown
  // CHECK-REASON: a region nested two levels down (line 171) with private copies
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this parallel region: a region nested two levels down
#pragma omp parallel
  {
#pragma omp single nowait
    out[0] = x;
    // CHECK-REGION: verified
#pragma omp parallel
    {
      // CHECK-REGION: verified
#pragma omp parallel private(x)
      x = omp_get_thread_num();
    }
  }
}
