// A fixable loop with a redundant clause: lastprivate(unused) is removed with the space before it, num_threads stays, and reduction(+: s) is appended.
double sum_threads(int n, const double *a)
{
  double s = 0.0, unused = 0.0;

  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: unused declared=lastprivate status=redundant
  // CHECK-VARIABLE: s declared=shared required=reduction(+) status=missing
  // CHECK-WITNESS: s race
  // CHECK-FIXED: #pragma omp parallel for num_threads(4) reduction(+: s)
  // CHECK-MESSAGES-DAG: :[[@LINE+5]]:1: warning: clause on 'unused', which the loop never accesses
  // CHECK-MESSAGES-DAG: :[[@LINE+4]]:1: error: data race on shared variable 's'
  // CHECK-MESSAGES-DAG: :[[@LINE+5]]:5: note: iteration i = 0 writes 's'
  // CHECK-MESSAGES-DAG: :[[@LINE+4]]:5: note: iteration i = 1 {{reads|writes}} 's'
  // CHECK-MESSAGES-DAG: :[[@LINE+1]]:1: note: 's' needs 'reduction(+: s)'
#pragma omp parallel for num_threads(4) lastprivate(unused)
  for (int i = 0; i < n; i++)
    s += a[i];
  return s;
}
