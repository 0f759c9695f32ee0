// break ';' | continue ';' in for loops: what follows in the iteration may
// run; with a break, every iteration may.
void break_continue(double *a, const double *b, int n, int m)
{
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < m; j++) {
      if (b[j] < 0)
        continue;
      if (b[j] > 10)
        break;
      a[i] += b[j];
    }
  }
}
