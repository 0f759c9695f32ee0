// The parallel loop's iterator is declared before the loop and read after it: it is private in the loop, so it needs lastprivate(i).
void fill_terminated(int n, double *a, double v)
{
  int i;

  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: i declared=private required=lastprivate
  // CHECK-WITNESS: i live-out
  // CHECK-MESSAGES-ANY
#pragma omp parallel for
  for (i = 0; i < n; i++)
    a[i] = v;
  a[i] = -1.0;
}
