// Found by the differential tester: firstprivate on a pointer parameter copies the pointer; the array it points to stays shared, and its iterations touch distinct cells: the loop is right as written.
void scale_in_place(int n, double *a)
{
  // CHECK-VERDICT: verified
  // CHECK-VARIABLE: a declared=firstprivate required=firstprivate status=ok
#pragma omp parallel for firstprivate(a)
  for (int i = 0; i < n; i++)
    a[i] = 2.0 * a[i];
}
