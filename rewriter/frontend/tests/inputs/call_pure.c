// affine ::= calls of pure functions of the file that return one affine
// expression; call ::= pure functions of the file read their arguments.
static int next(int i) { return i + 1; }
static double square(double x) { return x * x; }

void call_pure(double *a, const double *b, int n)
{
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    a[next(i)] = square(b[i]);
}
