// firstprivate on a pointer gives each thread of a worksharing loop a copy
// of the pointer, not of the memory it points to: the loop's reads through
// it are reads of the caller's array, a[i + 1], which never meet the
// single's write of a[0]. (Taking the copy for one of every cell of 'a'
// made a false race with a[0].)
void shift_from(int n, double *a, double *b)
{
  // CHECK-REGION: verified
  // CHECK-VARIABLE: a declared=shared required=shared status=ok
#pragma omp parallel
  {
#pragma omp single nowait
    a[0] = 1.0;
    // CHECK-VERDICT: verified
    // CHECK-VARIABLE: a declared=firstprivate required=firstprivate status=ok
#pragma omp for firstprivate(a)
    for (int i = 0; i < n; i++)
      b[i] = a[i + 1];
  }
}
