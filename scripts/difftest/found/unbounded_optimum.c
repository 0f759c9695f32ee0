// STATUS: fixed by commit e0e41b5 (ompfix now gives the answer DESIGN.md requires).
// Tool bug (difftest): an internal isl error on a small affine kernel.
// ompfix says: unknown, "internal error in the analysis: isl_tab_pip.c:713:
// unbounded optimum".
// DESIGN.md requires: fixable, j private, k private, u required=
// firstprivate lastprivate (u is written only when m + 1 > 0 and read after
// the nest). With `k < m` instead of `k < m + 1` ompfix answers that.
void kernel(int n, int m)
{
  double u = 0.0;
  double s;
  for (int i = 0; i < n; i++) {
#pragma omp parallel for
    for (int j = 0; j <= i; j++) {
      for (int k = 0; k < m + 1; k++) {
        u = 1.0;
      }
    }
  }
  s = u;
}
