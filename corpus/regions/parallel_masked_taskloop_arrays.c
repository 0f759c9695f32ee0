// In a combined `parallel masked taskloop`, the arrays a function declares are shared in the region the directive makes, so the tasks share them too (Clang's implicit firstprivate clauses are not the tasks' copies): writing them in the loop and reading them afterwards is right.
int pipeline(void)
{
  int x[64], y[64];
  for (int k = 0; k < 64; k++)
    x[k] = k;
  // CHECK-VERDICT: verified
  // CHECK-VARIABLE: y declared=shared required=shared status=ok
#pragma omp parallel masked taskloop
  for (int k = 0; k < 64; k++)
    y[k] = 2 * x[k];
  return y[0] + y[63];
}
