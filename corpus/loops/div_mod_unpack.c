// Division and modulo by a constant: out[i / 4][i % 4] is a different cell for every i.
void unpack4(int n, const double *in, double out[n][4])
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < 4 * n; i++)
    out[i / 4][i % 4] = in[i];
}
