// A firstprivate, lastprivate or reduction clause of a worksharing loop
// makes its copies even where the loop never accesses the variable (the
// clause is redundant there): each thread copies 's' in when it starts the
// loop, which may be while the thread running the single writes it. With
// no access of the copy to stand at, the copying stands at any of the
// loop's statements: the race is possible, and the region is unknown,
// not verified.
void copy_rows(int n, double *a, const double *b)
{
  double s = 1.0;
  // CHECK-REGION: unknown
  // CHECK-REASON-KIND: possible-race
  // CHECK-WITNESS: s race possible
  // CHECK-MESSAGES: :[[@LINE+3]]:1: warning: possible data race on shared variable 's' between the threads of the parallel region [ompfix-possible-race]
  // CHECK-MESSAGES: :[[@LINE+5]]:5: note: the thread running the single writes 's'
  // CHECK-MESSAGES: :[[@LINE+8]]:1: note: the thread running iteration i = 0 reads 's' into its firstprivate copy
#pragma omp parallel
  {
#pragma omp single nowait
    s = 2.0;
    // CHECK-VERDICT: verified
    // CHECK-VARIABLE: s declared=firstprivate required=shared status=redundant
    // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: clause on 's', which the loop never accesses
#pragma omp for firstprivate(s)
    for (int i = 0; i < n; i++)
      a[i] = b[i];
  }
  a[0] = s;
}

// The same for a lastprivate copy-out: the thread running the last
// iteration writes 'acc' back at the loop's end, beside another thread's
// read after the nowait loop. With no access of the copy to stand at, the
// copy-out stands at any iteration: possible (it was dropped once, and
// 'acc' looked shared; difftest program 100253). firstprivate(acc) holds
// whatever the copy-out meets: the fix is proved, the race is not.
double read_beside_copy_out(int n, double *restrict a)
{
  double acc = 1.0;
  double seen = 0.0;
  // CHECK-REGION: fixable
  // CHECK-WITNESS: acc race possible
  // CHECK-VARIABLE: acc declared=shared required=firstprivate status=missing
  // CHECK-MESSAGES: :[[@LINE+3]]:1: warning: possible data race on shared variable 'acc' between the threads of the parallel region [ompfix-possible-race]
  // CHECK-MESSAGES: :[[@LINE+6]]:1: note: the thread running iteration i = 0 writes its lastprivate copy back to 'acc'
  // CHECK-MESSAGES: :[[@LINE+8]]:13: note: another thread reads 'acc'
#pragma omp parallel reduction(+: seen)
  {
    // CHECK-VERDICT: verified
    // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: clause on 'acc', which the loop never accesses
#pragma omp for nowait lastprivate(acc)
    for (int i = 0; i < n; i++)
      a[i] = 0.0;
    seen += acc;
  }
  return seen;
}
