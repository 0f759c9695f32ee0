// STATUS: fixed. The pointer of an alias is a variable of its own, read by
// every access through it, and a clause on the alias names it (kernel
// corpus/alias_pointer_clauses.c). Here ompfix now says: a (shared, required
// none, missing) and p (firstprivate, ok; shared would do too).
// Tool bug (difftest, found by hand; minor, report only): a clause on a
// pointer defined in the function (`double *p = a + 1`) is reported under the
// name of the array it points into, so the report lists `a` twice.
// ompfix says: variables a (shared, required none, missing) and
// a (firstprivate, required shared, redundant).
// Expected: the clause's entry named `p` (the variable the clause names); and,
// as for firstprivate_pointer_param.c, a clause on the pointer does not make
// the array it points to firstprivate.
// (The verdict, violation, is right: p[i] is a[i + 1], written by iteration i
// and read as a[i + 1] by iteration i + 1.)
void kernel(int n, double *a, double *out)
{
  double *p = a + 1;
#pragma omp parallel for firstprivate(p)
  for (int i = 0; i < n; i++)
    p[i] = a[i] + 1;
  out[0] = 1.0;
}
