// Loops as polyhedral code generators print them (Pluto-style): floord/ceild/min/max macros in bounds and bounds held in scalars assigned just before (`lbp`, `ubp`, `lbv`, `ubv`) are exact: the tiled copy is verified, and a tiled in-place shift races.
#define ceild(n, d) (((n) < 0) ? -((-(n)) / (d)) : ((n) + (d) - 1) / (d))
#define floord(n, d) (((n) < 0) ? -((-(n) + (d) - 1) / (d)) : (n) / (d))
#define max(x, y) ((x) > (y) ? (x) : (y))
#define min(x, y) ((x) < (y) ? (x) : (y))

void tiled_copy(int n, double a[][512], double b[][512])
{
  int t1, t2, t3, t4, lbp, ubp, lbv, ubv;
  if (n >= 1) {
    lbp = 0;
    ubp = floord(n - 1, 32);
    // CHECK-VERDICT: verified
    // CHECK-VARIABLE: t3 declared=private required=private status=ok
#pragma omp parallel for private(lbv, ubv, t2, t3, t4)
    for (t1 = lbp; t1 <= ubp; t1++) {
      for (t2 = 0; t2 <= floord(n - 1, 32); t2++) {
        for (t3 = 32 * t1; t3 <= min(n - 1, 32 * t1 + 31); t3++) {
          lbv = 32 * t2;
          ubv = min(n - 1, 32 * t2 + 31);
          for (t4 = lbv; t4 <= ubv; t4++)
            b[t3][t4] = a[t3][t4];
        }
      }
    }
  }
}

void tiled_shift(int n, double a[])
{
  int t1, t2, lbp, ubp;
  if (n >= 2) {
    lbp = 0;
    ubp = floord(n - 2, 32);
    // CHECK-VERDICT: violation
    // CHECK-WITNESS: a race certain
    // CHECK-MESSAGES-ANY
#pragma omp parallel for private(t2)
    for (t1 = lbp; t1 <= ubp; t1++)
      for (t2 = max(1, 32 * t1); t2 <= min(n - 1, 32 * t1 + 31); t2++)
        a[t2] = a[t2 - 1] + 1.0;
  }
}
