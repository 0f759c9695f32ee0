// if '(' condition ')' statement else statement, with an affine condition:
// exact, each arm's domain is cut by the condition or its negation.
void if_affine(double *a, int n, int m)
{
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    if (i < m && i >= 2)
      a[i] = 1;
    else
      a[i] = 2;
  }
}
