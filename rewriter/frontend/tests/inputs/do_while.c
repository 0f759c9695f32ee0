// do ... while: a loop of W iterations (trips_<line>), the test read after
// each; in a loop directive each iteration may run another number, so its
// writes are may-writes.
void do_while(double *a, int n)
{
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    double x = a[i];
    do
      x = x * 0.5;
    while (x > 1);
    a[i] = x;
  }
}
