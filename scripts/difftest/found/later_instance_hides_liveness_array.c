// STATUS: fixed by commit e0e41b5 (ompfix now gives the answer DESIGN.md requires).
// Tool bug (difftest): same cause as later_instance_hides_liveness.c, with an
// array (so no attribute can help).
//
// Instance i = 0 runs j = 0, 1: both write g[15] (a race); g[14] is written by
// j = 0 only, not by the last iteration j = 1, and no later instance writes it;
// g is a global, so g[14] is live at the end of the function. Shared fails
// (race), lastprivate and firstprivate lastprivate fail (g[14] is live after
// instance 0 and not written by its last iteration), reduction fails.
// ompfix says: fixable, g required=firstprivate lastprivate.
// DESIGN.md requires: violation, g required=none (what ompfix answers when the
// loop runs once, without the outer loop).
double g[64];

void kernel(int n, int m)
{
  for (int i = 0; i < 6; i++) {
#pragma omp parallel for
    for (int j = i; j < 2; j++) {
      g[j + 14] = 1.0;
      g[j + 15] = 1.0;
    }
  }
}
