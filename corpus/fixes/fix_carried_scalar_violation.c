// OPTIONS: --forward=false
// A scalar carried from one iteration to the next (b[i] = prev; prev = a[i];): each iteration reads what the previous one wrote, and no clause can fix it. With forwarding off (--forward=false) it stays a violation; by default the reads recompute a[i - 1] (forward_carried_scalar.c).
void shift_right(int n, const double *a, double *b)
{
  double prev = 0.0;

  // CHECK-VERDICT: violation
  // CHECK-VARIABLE: prev declared=shared required=none status=missing
  // CHECK-WITNESS: prev race
  // CHECK-MESSAGES: :[[@LINE+4]]:1: error: data race on shared variable 'prev'
  // CHECK-MESSAGES: :[[@LINE+6]]:5: note: iteration i = 0 writes 'prev'
  // CHECK-MESSAGES: :[[@LINE+4]]:12: note: iteration i = 1 reads 'prev'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: no data-sharing attribute of 'prev' removes this conflict
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    b[i] = prev;
    prev = a[i];
  }
}
