// A "found" flag set by the iterations that meet a data-dependent test and returned: needs lastprivate(conditional: found).
int clip_and_flag(int n, double *a, double limit)
{
  int found = 0;

  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: found declared=shared required=lastprivate(conditional) status=missing
  // CHECK-WITNESS: found race possible
  // CHECK-MESSAGES: :[[@LINE+3]]:1: warning: possible data race on shared variable 'found'
  // CHECK-MESSAGES: :[[@LINE+6]]:7: note: iteration i = 0 writes 'found'
  // CHECK-MESSAGES: :[[@LINE+5]]:7: note: iteration i = 1 writes 'found'
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    if (a[i] > limit) {
      a[i] = limit;
      found = 1;
    }
  }
  return found;
}
