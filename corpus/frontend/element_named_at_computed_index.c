// A pointer to an element of an array of structs at a subscript the model
// cannot compute, or that may change while the pointer lives (`block *bp =
// &blocks[order[k].n]`, miniAMR's refinement loops), names some element:
// an access `bp->level` may touch that field of any element. Reads of it
// beside writes elsewhere are checked; a write through it in every
// iteration is a possible race, not a certain one. Before, every such
// access was "access to a struct member" and the loop unknown.
typedef struct {
  int level;
  int cen[3];
  double size;
} block;

typedef struct {
  int n;
} sorted_block;

void block_levels(block *blocks, const sorted_block *order, int *out, int num)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int k = 0; k < num; k++) {
    block *bp = &blocks[order[k].n];
    out[k] = bp->level + bp->cen[0];
  }
}

// Two orders may name one block twice.
void mark_blocks(block *blocks, const sorted_block *order, int num)
{
  // CHECK-VERDICT: unknown
  // CHECK-REASON-KIND: possible-race
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: possible data race on shared variable 'blocks[].level'
#pragma omp parallel for
  for (int k = 0; k < num; k++) {
    block *bp = &blocks[order[k].n];
    bp->level = 0;
  }
}

// The reads of one field beside writes of another.
void sizes_from_levels(block *blocks, const int *which, double *size_of,
                       int num)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int k = 0; k < num; k++) {
    const block *bp = &blocks[which[k]];
    size_of[k] = bp->size / (1 << bp->level);
  }
}

// The subscript is read where the pointer is bound: iteration k + 1 reads
// order[k + 1].n, which iteration k writes.
void reorder_while_reading(block *blocks, sorted_block *order, int *out,
                           int num)
{
  // CHECK-VERDICT: violation
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'order[].n' [ompfix-race]
#pragma omp parallel for
  for (int k = 0; k < num - 1; k++) {
    block *bp = &blocks[order[k].n];
    out[k] = bp->level;
    order[k + 1].n = 0;
  }
}
