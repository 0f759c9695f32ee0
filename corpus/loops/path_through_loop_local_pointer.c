// A pointer declared in the loop is a new value in each iteration: a path
// through it (`bp->level`, bp = blocks + in) is no parameter of the loop,
// whose one value every iteration would share. With blocks[0].level = 1
// and blocks[1].level = 0, iterations 0 and 1 both write p2[1]: the loop
// was verified, and the one that reads p2[bp->level + 1] had a certain
// race where only a possible one can be shown (found while triaging
// issue 37's development half, an AMR mini-app's block loops).
typedef struct {
  int level;
  double v;
} block;

void shift_by_level(int nb, block *blocks, int *p2)
{
  // CHECK-VERDICT: unknown
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: {{.*}} [ompfix-unchecked]
#pragma omp parallel for
  for (int in = 0; in < nb; in++) {
    block *bp = blocks + in;
    p2[in + bp->level] = in;
  }
}

void copy_by_level(int nb, block *blocks, int *p2)
{
  // CHECK-VERDICT: unknown
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: {{.*}} [ompfix-unchecked]
#pragma omp parallel for
  for (int in = 0; in < nb; in++) {
    block *bp = blocks + in;
    p2[bp->level] = p2[bp->level + 1];
  }
}

void by_level_outside(int nb, block *blocks, int *p2)
{
  block *bp = blocks + 3;
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int in = 0; in < nb; in++)
    p2[in + bp->level] = in;
}
