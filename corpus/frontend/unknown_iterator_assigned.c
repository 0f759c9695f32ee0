// The loop's iterator is assigned in the body (skipping an element): the iteration space is not the loop header's, so the loop is unknown.
void skip_pairs(int n, double *a)
{
  // CHECK-VERDICT: unknown
  // CHECK-REASON: iterator 'i' is assigned
  // CHECK-REASON-KIND: bounds
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: the iterator 'i' is assigned in its loop's body
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    a[i] = 0.0;
    if (a[i] > 1.0)
      i++;
  }
}
