// A reduction list item of the region that names part of an array reduces those cells only: updates of them in the region's loops and in code every thread runs are each thread's contribution, and the other cells are the shared array's (a race when two threads write one).
void two_sums(int n, const double *a, double *c)
{
  // CHECK-REGION: verified
#pragma omp parallel reduction(+: c[0:2])
  {
    // CHECK-VERDICT: verified
#pragma omp for
    for (int i = 0; i < n; i++) {
      c[0] += a[i];
      c[1] += 2.0 * a[i];
    }
  }
}

// c[1] is outside the section c[0:1]: every thread's update of it is an
// update of the shared cell.
void outside_section(int n, const double *a, double *c)
{
  // CHECK-REGION: violation
  // CHECK-WITNESS: c race certain
  // CHECK-MESSAGES: :[[@LINE+4]]:1: error: 'c' is not only updated by one reduction operator in the parallel region
  // CHECK-MESSAGES: :[[@LINE+9]]:5: note: thread 0, phase 2 writes 'c[1]'
  // CHECK-MESSAGES: :[[@LINE+8]]:5: note: thread 1, phase 2 reads 'c[1]'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: {{.*}}
#pragma omp parallel reduction(+: c[0:1])
  {
    // CHECK-VERDICT: verified
#pragma omp for
    for (int i = 0; i < n; i++)
      c[0] += a[i];
    c[1] += 1.0;
  }
}
