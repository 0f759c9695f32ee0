// A variable that code after the loop reads as a parameter (a subscript,
// a bound) is read there whenever that statement runs, unless the read
// sits under a condition, in a loop's body or in a callee: the read keeps
// the loop's last value live, and the finding that a private copy loses
// it is certain where the read surely runs, possible where it may not.

// CHECK-MESSAGES-ANY
void subscript_after_loop(int n, double *a, double v)
{
  int i;
  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: i declared=private required=lastprivate
  // CHECK-WITNESS: i live-out certain
#pragma omp parallel for
  for (i = 0; i < n; i++)
    a[i] = v;
  a[i] = -1.0;
}

void subscript_under_a_flag(int n, double *a, const int *flag, double v)
{
  int i;
  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: i declared=private required=lastprivate
  // CHECK-WITNESS: i live-out possible
#pragma omp parallel for
  for (i = 0; i < n; i++)
    a[i] = v;
  if (flag[0])
    a[i] = -1.0;
}

// The right side of `k = k - 1` reads k before the statement writes it:
// k is known (n - 1) after it, and t[k] is the cell the last iteration
// writes.
double value_before_the_write(int n, int k, double *a)
{
  double t[64];
  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: t declared=private required=lastprivate status=wrong
  // CHECK-WITNESS: t live-out certain
#pragma omp parallel for private(t)
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < k; j++)
      t[j] = a[i] + j;
    a[i] = t[0];
  }
  k = k - 1;
  return t[k];
}
