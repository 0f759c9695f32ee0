// if '(' affine ')' { ... return; } at the top of the function: what
// follows runs where the condition fails.
void early_return(double *a, int n, int m)
{
  if (m <= 0)
    return;
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    a[i] = a[i] / m;
}
