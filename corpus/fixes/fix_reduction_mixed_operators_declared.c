// reduction(*: p) on a scalar that is also incremented: two operators on one variable; condition 5 fails and no clause can fix the loop.
double scaled_product(int n, const double *a)
{
  double p = 1.0;

  // CHECK-VERDICT: violation
  // CHECK-VARIABLE: p declared=reduction(*) required=none status=wrong
  // CHECK-WITNESS: p race
  // CHECK-MESSAGES: :[[@LINE+4]]:1: error: 'p' is not only updated by one reduction operator in the loop
  // CHECK-MESSAGES: :[[@LINE+5]]:5: note: iteration i = 0 writes 'p'
  // CHECK-MESSAGES: note: iteration i = 1 {{reads|writes}} 'p'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: no data-sharing attribute of 'p' removes this conflict
#pragma omp parallel for reduction(*: p)
  for (int i = 0; i < n; i++) {
    p *= a[i];
    p += 1.0;
  }
  return p;
}
