// for '(' T & x ':' range ')' statement, range an array of numbers: the
// loop over its element numbers k, x bound to element k.
double a[100];

void range_for()
{
#pragma omp parallel for
  for (double &x : a)
    x = 2 * x;
}
