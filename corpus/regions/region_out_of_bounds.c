// A parallel region's own code that writes past the end of `double w[4]` (and, through a call, of a variable-length array): out-of-bounds findings of the region.
static void clear_next(double *p, int k) { p[k + 1] = 0.0; }

void past_the_end(int n, double *out)
{
  double w[4];
  double v[n];
  // CHECK-REGION: violation
  // CHECK-WITNESS: w out-of-bounds certain
  // CHECK-WITNESS: v out-of-bounds certain
  // CHECK-MESSAGES: :[[@LINE+8]]:1: error: out-of-bounds access: 'w[k]' writes outside the extent that 'w' is declared with (undefined behaviour) [ompfix-out-of-bounds]
  // CHECK-MESSAGES: :[[@LINE+11]]:7: note: the thread running the single writes 'w[k]'
  // CHECK-MESSAGES: :[[@LINE+6]]:1: note: there it accesses w[4], outside 'w' (when n = 0)
  // CHECK-MESSAGES: :[[@LINE+5]]:1: note: no data-sharing clause makes an access outside its array right
  // CHECK-MESSAGES: :[[@LINE+4]]:1: error: out-of-bounds access: 'p[k + 1]' writes outside the extent that 'v' is declared with (undefined behaviour) [ompfix-out-of-bounds]
  // CHECK-MESSAGES: :[[@LINE-14]]:44: note: the thread running the single writes 'p[k + 1]'
  // CHECK-MESSAGES: :[[@LINE+8]]:5: note: in the call of 'clear_next' here
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: there it accesses v[1], outside 'v' (when n = 1)
#pragma omp parallel
  {
#pragma omp single
    for (int k = 0; k <= 4; k++)
      w[k] = 1.0;
#pragma omp single
    clear_next(v, n - 1);
  }
  out[0] = w[0] + v[0];
}
