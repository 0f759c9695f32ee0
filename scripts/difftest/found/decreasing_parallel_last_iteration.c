// STATUS: fixed by commit e0e41b5 (ompfix now gives the answer DESIGN.md requires).
// Tool bug (difftest): for a DECREASING parallel loop, the "sequentially last
// iteration" of DESIGN.md condition 4 is taken as the largest i (the first
// iteration to run) instead of the last one to run (i = 0).
//
// The last iteration (i = 0) never writes t, iterations i >= 1 do, and t is
// read after the loop. lastprivate(t) and firstprivate lastprivate(t) both
// copy out the value of iteration i = 0's copy, which is not the value of
// the sequential loop (a[1] when n >= 2); lastprivate(conditional: t) is right.
// ompfix says: fixable, t declared=lastprivate required=firstprivate lastprivate.
// DESIGN.md requires: fixable, t required=lastprivate(conditional)
// (what ompfix answers for the mirrored increasing loop).
void kernel(int n, double *a, double *out)
{
  double t = 0.0;
#pragma omp parallel for lastprivate(t)
  for (int i = n - 1; i >= 0; i--) {
    if (i >= 1)
      t = a[i];
  }
  out[0] = t;
}
