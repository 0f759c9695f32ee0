// reduction(-: d) written by the user on d -= e: the - reduction combines as + does; the clause is correct and stays as written.
double spend(int n, const double *cost, double budget)
{
  double d = budget;

  // CHECK-VERDICT: verified
  // CHECK-VARIABLE: d required=reduction(+) status=ok
#pragma omp parallel for reduction(-: d)
  for (int i = 0; i < n; i++)
    d -= cost[i];
  return d;
}
