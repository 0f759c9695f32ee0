// Under an affine condition, each arm of '?:' accesses memory exactly where the condition holds, or fails: the boundary reads of a stencil touch no cell outside the array, a function called in an arm runs only there, and only real conflicts remain.
static double last[64];

static double keep(int k, double v)
{
  last[k] = v;
  return v;
}

void smooth(int n, const double *restrict u, double *restrict v)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    v[i] = u[i] + (i > 0 ? u[i - 1] : 0.0) + (i < n - 1 ? u[i + 1] : 0.0);
}

void smooth_in_place(int n, double *restrict u)
{
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: u race certain
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: data race on shared variable 'u'
  // CHECK-MESSAGES: :[[@LINE+4]]:5: note: iteration i = 0 writes 'u[i]'
  // CHECK-MESSAGES: :[[@LINE+3]]:28: note: iteration i = 1 reads 'u[i - 1]'
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    u[i] = u[i] + (i > 0 ? u[i - 1] : 0.0);
}

void arm_never_taken(int n, double *restrict u)
{
  // The arm that reads u[i - 1] runs for no iteration.
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    u[i] = u[i] + (i >= n ? u[i - 1] : 0.0);
}

void rows_with_edges(int n, const double *restrict u, double *restrict v)
{
  // Read as rows of n cells: the arms keep the column inside its row.
  // CHECK-VERDICT: verified
#pragma omp parallel for collapse(2)
  for (int j = 0; j < n; j++)
    for (int i = 0; i < n; i++)
      v[i + j * n] = (i < n - 1 ? u[i + 1 + j * n] : 0.0) +
                     (i > 0 ? u[i - 1 + j * n] : 0.0);
}

void call_in_arm_never_taken(int n, double *restrict u)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    u[i] = (i < 0 ? keep(0, u[i]) : 2.0 * u[i]);
}

void call_in_arm_taken(int n, double *restrict u)
{
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: last race certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'last'
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    u[i] = (i < 4 ? keep(0, u[i]) : 2.0 * u[i]);
}
