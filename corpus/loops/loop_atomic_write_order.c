// Atomic writes of one scalar keep the threads apart but not in order: the value left after the loop is whichever iteration came last in time, not the sequentially last one. An order dependence; lastprivate gives the sequential value.
double publish_last(int n, const double *a)
{
  double last = 0.0;
  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: last declared=shared required=lastprivate status=missing
  // CHECK-WITNESS: last order
  // CHECK-FIXED: #pragma omp parallel for lastprivate(last)
  // CHECK-MESSAGES: :[[@LINE+4]]:1: error: the value of 'last' depends on the order in which the threads pass its atomic or critical updates, which are not all of one reduction operator
  // CHECK-MESSAGES: :[[@LINE+6]]:5: note: iteration i = 0 writes 'last'
  // CHECK-MESSAGES: :[[@LINE+5]]:5: note: iteration i = 1 writes 'last'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 'last' needs 'lastprivate(last)'
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
#pragma omp atomic write
    last = a[i];
  }
  return last;
}
