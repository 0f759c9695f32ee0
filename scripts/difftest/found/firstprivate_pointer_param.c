// STATUS: fixed by commit db9f4ec (ompfix now gives the answer DESIGN.md requires).
// Tool bug (difftest, found by hand while extending the generator): a clause
// on a pointer parameter is applied to the memory it points to.
//
// firstprivate(a) gives every thread its own copy of the POINTER a; the
// array it points to stays shared (DESIGN.md: private/firstprivate/lastprivate
// are for scalars and fixed-size arrays, not for what a pointer points to).
// The iterations touch distinct cells a[i]: the loop is right as written.
// ompfix says: fixable, a declared=firstprivate required=shared status=wrong.
// DESIGN.md requires: verified (the pointee's attribute is shared, and shared
// holds; the pointer itself is only read).
void kernel(int n, double *a)
{
#pragma omp parallel for firstprivate(a)
  for (int i = 0; i < n; i++)
    a[i] = a[i] + 1.0;
}
