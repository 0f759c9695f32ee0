// A pointer field of an array's elements (`double *data`, miniAMR's
// `double ****array`) is memory each element is given: a dimension per
// level after the element's, `bl[].rows[e][i][j]`, its rows (the buffers
// of two elements included) assumed not to overlap, as a pointer
// parameter's are. Global pointers to structs are followed as parameters
// are. Before, every such access was "access to a struct member".
typedef struct {
  int level;
  double *data;
  double ***rows;
} block;

block *blocks;

void scale_blocks(block *bl, int num, int nx)
{
  // CHECK-VERDICT: verified
  // CHECK-ASSUMES: the rows of bl[].data do not overlap
#pragma omp parallel for
  for (int b = 0; b < num; b++)
    for (int i = 0; i < nx; i++)
      bl[b].data[i] = 2.0 * bl[b].data[i];
}

double sum_global_blocks(int num, int var, int nx)
{
  double sum = 0.0;
  // CHECK-VERDICT: verified
#pragma omp parallel for reduction(+ : sum)
  for (int b = 0; b < num; b++) {
    block *bp = &blocks[b];
    for (int i = 0; i < nx; i++)
      sum += bp->rows[var][i][0];
  }
  return sum;
}

// Inner counters declared outside the loop are shared (miniAMR's
// stencil_calc): a race on i.
void smooth_blocks(block *bl, int num, int nx)
{
  int i;
  // CHECK-VERDICT: fixable
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'i' [ompfix-missing-private]
#pragma omp parallel for
  for (int b = 0; b < num; b++)
    for (i = 1; i < nx; i++)
      bl[b].data[i] = bl[b].data[i - 1];
}

// The field itself assigned in the function: not followed.
void reassign(block *bl, int num, double *fresh)
{
  bl[0].data = fresh;
  // CHECK-VERDICT: unknown
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: access to a struct member
#pragma omp parallel for
  for (int b = 0; b < num; b++)
    bl[b].data[0] = 1.0;
}
