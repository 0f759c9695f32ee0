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

// The same under a condition: the read of t after its update is left out
// of the model's accesses (an earlier write of the iteration covers it), yet
// it reads t outside the update all the same: reduction(min: t) would give
// x[i] a thread's partial minimum. Where the data makes the condition
// true: a possible finding, since the model cannot tell that it ever is.
void running_minimum_where_positive(int n, const double *restrict a,
                                    double *restrict x, double s)
{
  double t = 1.0;
  // CHECK-VERDICT: unknown
  // CHECK-REASON-KIND: possible-race
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: 't' is not only updated by one reduction operator in the loop [ompfix-possible-race]
#pragma omp parallel for reduction(min: t)
  for (int i = 0; i < n; i++) {
    if (a[i] > 0) {
      t = t < s ? t : s;
      x[i] = t;
    }
  }
}
