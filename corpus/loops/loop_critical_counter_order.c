// A counter under `critical` whose value is also read there (each positive element's rank): each iteration sees the count of the iterations that happened to enter before it, not of those before it sequentially. An order dependence no clause removes; possible, as a race there would be, since only iterations whose element is positive meet there.
int rank_positive(int n, const double *a, int *rank)
{
  int count = 0;
  // CHECK-VERDICT: unknown
  // CHECK-VARIABLE: count declared=shared required=none status=missing
  // CHECK-WITNESS: count order possible
  // CHECK-MESSAGES: :[[@LINE+4]]:1: warning: the value of 'count' may depend on the order in which the threads pass its atomic or critical updates, which are not all of one reduction operator
  // CHECK-MESSAGES: :[[@LINE+9]]:9: note: iteration i = 0 writes 'count'
  // CHECK-MESSAGES: :[[@LINE+7]]:19: note: iteration i = 1 reads 'count'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: no data-sharing attribute of 'count' removes this conflict
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    if (a[i] > 0) {
#pragma omp critical
      {
        rank[i] = count;
        count++;
      }
    }
  }
  return count;
}
