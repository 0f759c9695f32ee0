// A reduction list item that names part of an array reduces those cells only. Where its bounds divide a value that may be negative (`half = n % 7`), the cells are written by cases, as C's division rounds toward zero (they were "a part the model cannot express", and before that the whole array: c[8] reduced too, a wrong verified). Where the model cannot express them (a call in a bound), the loop is unknown, naming the list item.
void outside_the_section(int n, double *a, double *c)
{
  int half = n % 7;
  // CHECK-VERDICT: fixable
  // CHECK-WITNESS: c race certain
  // CHECK-FIXED: #pragma omp parallel for reduction(+: c[0:9])
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: 'c' is not only updated by one reduction operator in the loop [ompfix-wrong-reduction]
  // CHECK-MESSAGES: :[[@LINE+5]]:5: note: iteration i = 0 writes 'c[8]'
  // CHECK-MESSAGES: :[[@LINE+4]]:5: note: iteration i = 1 reads 'c[8]'
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
    // CHECK-VERDICT: verified
    // CHECK-MESSAGES: :[[@LINE+1]]:1: remark: 'c' is right as reduction(+); shared would do too
#pragma omp parallel for reduction(+: c[0:half])
    for (int i = 1; i < half; i++)
      c[i] += a[i];
  }
}

int count(int n);

void length_from_a_call(int n, double *a, double *c)
{
  // CHECK-VERDICT: unknown
  // CHECK-REASON-KIND: clause
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: the reduction list item 'c[0:count(n)]' names part of an array that the model cannot express [ompfix-unchecked]
#pragma omp parallel for reduction(+: c[0:count(n)])
  for (int i = 0; i < n; i++) {
    c[i % 4] += a[i];
    c[8] += a[i];
  }
}
