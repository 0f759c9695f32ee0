// STATUS: fixed by commit e0e41b5 (ompfix now gives the answer DESIGN.md requires).
// Tool bug (difftest): when L runs several times (inside a sequential loop), a
// value that one instance of L leaves in a cell and that a later instance does
// not overwrite is read after the nest, but ompfix does not count the cell as
// live after the earlier instance (the "probe" of the next instance seems to
// hide the later reads).
//
// Instance t = 0 writes x in iterations j < n - 1 only (a race on shared x);
// instance t = 1 never writes x; out[0] = x reads the value of instance 0.
// So x is live after instance t = 0 and the last iteration j = n - 1 of that
// instance does not write it: firstprivate lastprivate(x) is wrong (condition
// 4), lastprivate(conditional: x) is right.
// ompfix says: fixable, x required=firstprivate lastprivate.
// DESIGN.md requires: fixable, x required=lastprivate(conditional).
void kernel(int n, double *a, double *out)
{
  double x = 0.0;
  for (int t = 0; t < 2; t++) {
#pragma omp parallel for
    for (int j = 0; j < n; j++) {
      if (t == 0 && j < n - 1)
        x = a[j];
      a[j] = a[j] + 1.0;
    }
  }
  out[0] = x;
}
