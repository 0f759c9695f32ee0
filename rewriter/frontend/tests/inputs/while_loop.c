// while '(' condition ')' statement: a loop of W iterations, W a parameter
// (trips_<line>), the test read before each and after the last; in a loop
// directive each iteration may run another number: may-writes.
void while_loop(double *a, const double *b, int n)
{
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    double x = b[i];
    while (x > 1)
      x = x / 2;
    a[i] = x;
  }
}
