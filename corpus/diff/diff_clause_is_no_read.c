// Found by the differential tester: a variable named only in a later loop's clause (`firstprivate(j)` on a loop that never reads j) is not read there: the earlier loop's private iterator j needs no lastprivate.
void kernel(int n, int m, double *a)
{
  int i, j;

  for (i = 0; i < 2; i++) {
    // CHECK-VERDICT: verified
    // CHECK-VARIABLE: j declared=private required=private status=ok
#pragma omp parallel for
    for (j = 0; j < m; j++)
      a[j] = i;
  }
  // CHECK-VERDICT: verified
  // CHECK-MESSAGES-ANY
#pragma omp parallel for firstprivate(j)
  for (i = 0; i < n; i++)
    a[i] = 0;
}
