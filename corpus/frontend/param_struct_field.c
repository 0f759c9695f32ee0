// A struct field that the function never changes (`p->n`, `g.rows`) is a parameter of the loop bounds; the loop is checked exactly.
struct grid {
  int rows, cols;
};

void smooth_rows(const struct grid *p, double out[][1024],
                 const double in[][1024])
{
  // CHECK-VERDICT: verified
  // CHECK-VARIABLE: out declared=shared required=shared
#pragma omp parallel for
  for (int i = 0; i < p->rows; i++)
    for (int j = 1; j < p->cols - 1; j++)
      out[i][j] = (in[i][j - 1] + in[i][j + 1]) / 2;
}

void accumulate(struct grid g, double *v)
{
  double t = 0.0;
  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: t declared=shared required=reduction(+) status=missing
  // CHECK-WITNESS: t race certain
  // CHECK-MESSAGES-ANY
#pragma omp parallel for
  for (int i = 0; i < g.rows; i++)
    t += v[i];
  v[0] = t;
}
