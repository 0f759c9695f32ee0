// STATUS: fixed by commit e0e41b5 (ompfix now gives the answer DESIGN.md requires).
// Tool bug (difftest): liveness after L is lost when L sits in a DECREASING
// sequential loop.
//
// t is written in every iteration of L and read by `out[i] = t` in the next
// iteration of the outer loop, so a cell of t is live after L: private(t) is
// wrong (DESIGN.md condition 2) and t needs lastprivate.
// ompfix says: verdict verified, t declared=private required=private.
// DESIGN.md requires: fixable, t required=lastprivate (what ompfix answers when
// the outer loop runs upwards: `for (int i = 0; i < n; i++)`).
// (The probe "just after L" seems to be placed with the outer iterator not
// negated, while the schedule of a decreasing loop negates it.)
void kernel(int n, double *a, double *out)
{
  double t = 0.0;
  for (int i = n - 1; i >= 0; i--) {
    out[i] = t;
#pragma omp parallel for private(t)
    for (int j = 0; j < n; j++) {
      t = a[j];
      a[j] = t * 2.0;
    }
  }
}
