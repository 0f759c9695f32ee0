// lastprivate(acc) on a prefix sum: each iteration reads the total of the previous ones, which no private copy holds; no clause can fix the loop.
double prefix_last(int n, const double *a, double *b)
{
  double acc = 0.0;

  // CHECK-VERDICT: violation
  // CHECK-VARIABLE: acc declared=lastprivate required=none status=wrong
  // CHECK-WITNESS: acc flow
  // CHECK-MESSAGES: :[[@LINE+4]]:1: error: lastprivate variable 'acc' carries a value from one iteration to another
  // CHECK-MESSAGES: :[[@LINE+5]]:5: note: iteration i = 0 writes 'acc'
  // CHECK-MESSAGES: :[[@LINE+4]]:5: note: iteration i = 1 reads 'acc'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: no data-sharing attribute of 'acc' removes this conflict
#pragma omp parallel for lastprivate(acc)
  for (int i = 0; i < n; i++) {
    acc += a[i];
    b[i] = acc;
  }
  return acc;
}
