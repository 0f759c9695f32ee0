// A local variable-length array: a[n] and a[i + 1] at i = n - 1 read past its end; a[i] alone stays inside.
double past_the_end(int n)
{
  double a[n];
  double s = 0.0;
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    a[i] = i;
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: a out-of-bounds certain
  // CHECK-MESSAGES: :[[@LINE+4]]:1: error: out-of-bounds access: 'a[i + 1]' reads outside the extent that 'a' is declared with (undefined behaviour) [ompfix-out-of-bounds]
  // CHECK-MESSAGES: :[[@LINE+5]]:10: note: iteration i = 0 reads 'a[i + 1]'
  // CHECK-MESSAGES: :[[@LINE+2]]:1: note: there it accesses a[1], outside 'a' (when n = 1)
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: no data-sharing clause makes an access outside its array right
#pragma omp parallel for reduction(+: s)
  for (int i = 0; i < n; i++)
    s += a[i + 1];
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: a out-of-bounds certain
  // CHECK-MESSAGES: :[[@LINE+4]]:1: error: out-of-bounds access: 'a[n]' reads outside the extent that 'a' is declared with (undefined behaviour) [ompfix-out-of-bounds]
  // CHECK-MESSAGES: :[[@LINE+5]]:10: note: iteration i = 0 reads 'a[n]'
  // CHECK-MESSAGES: :[[@LINE+2]]:1: note: there it accesses a[1], outside 'a' (when n = 1)
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: no data-sharing clause makes an access outside its array right
#pragma omp parallel for reduction(+: s)
  for (int i = 0; i < n; i++)
    s += a[n] * i;
  return s;
}
