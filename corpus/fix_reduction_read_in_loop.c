// reduction(+: s) on a running total that each iteration also stores (a prefix sum): s is read outside its updates, and no clause can fix the loop.
void running_total(int n, const double *a, double *b)
{
  double s = 0.0;

  // CHECK-VERDICT: violation
  // CHECK-VARIABLE: s declared=reduction(+) required=none status=wrong
  // CHECK-WITNESS: s race
  // CHECK-MESSAGES: :[[@LINE+4]]:1: error: 's' is not only updated by one reduction operator in the loop
  // CHECK-MESSAGES: :[[@LINE+5]]:5: note: iteration i = 0 writes 's'
  // CHECK-MESSAGES: :[[@LINE+5]]:12: note: iteration i = 1 reads 's'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: no data-sharing attribute of 's' removes this conflict
#pragma omp parallel for reduction(+: s)
  for (int i = 0; i < n; i++) {
    s += a[i];
    b[i] = s;
  }
}
