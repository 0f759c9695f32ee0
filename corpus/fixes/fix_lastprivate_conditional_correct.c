// lastprivate(conditional: idx) written by the user on the index of the last element above a threshold: the value comes from the last iteration that writes it; correct as written.
int last_above(int n, const double *a, double threshold)
{
  int idx = -1;

  // CHECK-VERDICT: verified
  // CHECK-VARIABLE: idx declared=lastprivate(conditional) required=lastprivate(conditional) status=ok
#pragma omp parallel for lastprivate(conditional: idx)
  for (int i = 0; i < n; i++)
    if (a[i] > threshold)
      idx = i;
  return idx;
}
