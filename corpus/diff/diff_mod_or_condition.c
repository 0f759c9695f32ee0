// Found by the differential tester: a condition `i % 2 == 0 || i < 2` (isl 0.25's coalesce loses points of such sets, so ompfix does not coalesce). The read c[i] runs for even i and i = 0, 1; the write c[2 * i - 1] touches odd cells; they meet only at cell 1 in iteration 1: no race.
void gather_even(int n, double *b, double *c)
{
  // CHECK-VERDICT: verified
  // CHECK-VARIABLE: c declared=shared required=shared status=ok
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    if (i % 2 == 0 || i < 2)
      b[i] = c[i];
    c[2 * i - 1] = 1.0;
  }
}
