// STATUS: fixed by commit db9f4ec (ompfix now gives the answer DESIGN.md requires).
// Tool bug (difftest): a condition `i % 2 == 0 || i < 2` makes the statement
// run for every i.
//
// The read c[i] runs for even i and for i = 0, 1; the write c[2 * i - 1]
// touches odd cells. They meet only at cell 1, in the same iteration i = 1,
// so there is no race: the loop is verified.
// ompfix says: violation, c required=none, witness "i = 2 writes c[2 * i - 1],
// i = 3 reads c[i]" (but i = 3 does not run the read).
// DESIGN.md requires: verified, c required=shared (what ompfix answers for
// the same set written `i % 2 == 0 || i == 1`).
// Cause: isl 0.25's coalesce is not exact on this set; FunctionMaps.cpp (18c41fd)
// coalesces every domain and access relation:
//   [n] -> { S[i] : 0 <= i < n and (i mod 2 = 0 or i < 2) }
// coalesces to { S[i] : 0 <= i < n } (isl_set_is_equal says they differ).
void kernel(int n, double *b, double *c)
{
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    if (i % 2 == 0 || i < 2)
      b[i] = c[i];
    c[2 * i - 1] = 1.0;
  }
}
