// The parallel loop's iterator is declared before the loop and returned after it: it is predetermined private, so its final value is lost; lastprivate(i) keeps it.
int fill_until(int n, double *a, double v)
{
  int i;

  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: i declared=private required=lastprivate status=missing
  // CHECK-WITNESS: i live-out
  // CHECK-FIXED: #pragma omp parallel for lastprivate(i)
  // CHECK-MESSAGES: :[[@LINE+4]]:1: error: the value of private variable 'i' is needed after the loop
  // CHECK-MESSAGES: note: iteration i = 0 writes 'i{{(\+\+)?}}'
  // CHECK-MESSAGES: :[[@LINE+5]]:10: note: 'i' is read here, after the loop
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 'i' needs 'lastprivate(i)'
#pragma omp parallel for
  for (i = 0; i < n; i++)
    a[i] = v;
  return i;
}
