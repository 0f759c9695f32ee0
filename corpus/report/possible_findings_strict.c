// With --strict, possible findings fail the check (exit status 1); without it they are warnings that do not (possible_findings_warn.c).
// OPTIONS: --strict
// CHECK-EXIT: 1

void scatter(double *x, const int *index, const double *y, int n)
{
  // CHECK-VERDICT: unknown
  // CHECK-REASON-KIND: possible-race
  // CHECK-WITNESS: x race possible
  // CHECK-MESSAGES: :[[@LINE+4]]:1: warning: possible data race on shared variable 'x' [ompfix-possible-race]
  // CHECK-MESSAGES: :[[@LINE+5]]:5: note: iteration i = 0 writes 'x[index[i]]'
  // CHECK-MESSAGES: :[[@LINE+4]]:5: note: iteration i = 1 writes 'x[index[i]]'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: no data-sharing attribute of 'x' removes this conflict
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    x[index[i]] = y[i];
}

// A histogram through an index array: the race is possible, and
// reduction(+: hist[0:256]) makes the loop right whatever the bins are.
int hist[256];

void count_bins(int n, const unsigned char *bin)
{
  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: hist declared=shared required=reduction(+) status=missing
  // CHECK-WITNESS: hist race possible
  // CHECK-FIXED: #pragma omp parallel for reduction(+: hist[0:256])
  // CHECK-MESSAGES: :[[@LINE+2]]:1: warning: possible data race on shared variable 'hist' [ompfix-possible-race]
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 'hist' needs 'reduction(+: hist[0:256])'
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    hist[bin[i]]++;
}
