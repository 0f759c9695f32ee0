// reduction(+: c[0:1]) names c[0] alone: a statement that writes only other cells of c (c[2 + i], one cell per iteration) is no update of the section and no concern of the reduction; those cells are the shared array's, which no two iterations write.
void sum_and_mark(int n, const double *a, double *c)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for reduction(+: c[0:1])
  for (int i = 0; i < n; i++) {
    c[0] += a[i];
    c[2 + i] = 1.0;
  }
}
