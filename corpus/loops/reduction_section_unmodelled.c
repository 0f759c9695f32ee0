// A reduction list item that names part of an array reduces those cells
// only; where the model cannot express them (a length the front end does
// not read: `half = n % 7` divides a value that may be negative), reading
// the item as the whole array would reduce c[8] too, which the directive
// leaves shared and every iteration updates: a race, once verified. The
// loop is unknown instead, naming the list item.
void outside_the_section(int n, double *a, double *c)
{
  int half = n % 7;
  // CHECK-VERDICT: unknown
  // CHECK-REASON-KIND: clause
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: the reduction list item 'c[0:half]' names part of an array that the model cannot express [ompfix-unchecked]
#pragma omp parallel for reduction(+: c[0:half])
  for (int i = 0; i < half; i++) {
    c[i] += a[i];
    c[8] += a[i];
  }
}

// The same in code that never runs: no finding (it was a certain
// wrong-reduction whose witness named an unrelated write).
void never_runs(int n, double *a, double *c)
{
  int half = n % 3;
  if (!(n != n - 1)) {
    // CHECK-VERDICT: unknown
    // CHECK-REASON-KIND: clause
    // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: the reduction list item 'c[0:half]'
#pragma omp parallel for reduction(+: c[0:half])
    for (int i = 1; i < half; i++)
      c[i] += a[i];
  }
}
