// Forwarding recomputes a carried scalar from cells the loop never writes. Here `acc = a[k] * 0.5` is recomputable unless the loop writes a[k - 1] through `a[k - (n | m)]`, which it never does where the outer loops run (n | m >= n > k for n, m >= 1); but the bitwise or is a parameter of its own for the model, which bounds products, quotients, remainders and shifts by their operands (defined_product_bounds.c) but not an or. "No attribute removes this conflict" was a false claim (difftest program 4301635, minimised, which had `n * m`); now forwarding is not proven either way (JSON `required_proven: false`), and the race stays certain. With `n * m` the bounds hold (n_m >= n) and forwarding is proven (signs_fixed).
void kernel(int n, int m, double *a, double *out)
{
  double t;
  double u;
  double s = 2.0;
  double acc = 0.0;

  for (int i = 0; i <= m - 1; i++) {
    for (int j = 0; j <= i; j++) {
      // CHECK-VERDICT: violation
      // CHECK-VARIABLE: acc declared=shared required=none status=missing
      // CHECK-WITNESS: acc race certain
      // CHECK-WITNESS: a race possible
      // CHECK-MESSAGES: :[[@LINE+5]]:1: warning: clause on 'out', which the loop never accesses
      // CHECK-MESSAGES: :[[@LINE+4]]:1: warning: clause on 't', which the loop never accesses
      // CHECK-MESSAGES: :[[@LINE+3]]:1: error: data race on shared variable 'acc' [ompfix-race]
      // CHECK-MESSAGES: :[[@LINE+2]]:1: note: no data-sharing attribute of 'acc' is proven to remove this conflict; recomputing its value where it is read may, but the model cannot tell whether the loop writes what that value is computed from
      // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: possible data race on shared variable 'a' [ompfix-possible-race]
#pragma omp parallel for lastprivate(t) firstprivate(t) private(out)
      for (int k = 1; k <= n - j - 1; k++) {
        double v1 = acc;
        a[k - (n | m)] = a[k + (n | m) + 1] + 1.0;
        acc = a[k] * 0.5;
      }
      u = s;
    }
  }
  s = u;
  t = acc;
}

void signs_fixed(int n, int m, double *a, double *out)
{
  double acc = 0.0;
  for (int i = 0; i <= m - 1; i++) {
    for (int j = 0; j <= i; j++) {
      // CHECK-VERDICT: fixable
      // CHECK-VARIABLE: acc declared=shared required=forward status=missing
      // CHECK-MESSAGES: :[[@LINE+4]]:1: error: data race on shared variable 'acc' [ompfix-carried-scalar]
      // CHECK-MESSAGES: :[[@LINE+7]]:9: note: iteration k = 1 writes 'acc'
      // CHECK-MESSAGES: :[[@LINE+4]]:21: note: iteration k = 2 reads 'acc'
      // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 'acc' can be forwarded: where it is read, 'a[(k - 1)] * 0.5' is the value the previous iteration stores (in the first iteration, the value from before the loop); 'acc' then needs 'lastprivate(acc)'
#pragma omp parallel for
      for (int k = 1; k <= n - j - 1; k++) {
        double v1 = acc;
        a[k - n * m] = a[k + n * m + 1] + 1.0;
        acc = a[k] * 0.5;
      }
    }
  }
  out[0] = acc;
}
