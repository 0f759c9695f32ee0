// A loop in a region that counts by a parameter (`j += m`): the model holds every value between its iterations as code that may run, so a finding of the region may come from values the loop never takes, and the region is unknown (as a loop directive is, "Loops that count by a variable"). Without a finding, it stays verified.

// `j` takes 1 alone (`j < m + 1`), so the read of 'acc' under `j > 2`
// never runs and reduction(+: acc) is right; the model cannot tell. It
// said "the thread running iteration j = 3 reads 'acc'", an iteration the
// loop never runs (difftest program 100094).
void reduction_beside_unreached_read(int m, double *restrict b,
                                     double *restrict w)
{
  double acc = 2.0;
  double u;
  // CHECK-REGION: unknown
  // CHECK-REASON: counts by 'j += m'
  // CHECK-REASON-KIND: bounds
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this parallel region: the loop at line {{[0-9]+}} counts by 'j += m'
#pragma omp parallel reduction(+: acc) private(u)
  {
    // (The loop's own finding rests on code that may run: possible.)
    // CHECK-VERDICT: fixable
    // CHECK-WITNESS: acc race possible
    // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: 'acc' is not only updated by one reduction operator in the loop [ompfix-possible-race]
#pragma omp for
    for (int j = 1; j < m + 1; j += m) {
      if (j <= 2)
        w[j] = b[j];
      else {
        u = acc;
        w[j] = u;
      }
    }
    acc += 1.0;
  }
  b[0] = acc;
}

void rows_by_stride(int n, int m, double *restrict b, double *restrict w)
{
  // CHECK-REGION: verified
#pragma omp parallel
  {
    // CHECK-VERDICT: verified
#pragma omp for
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j += m)
        w[i * n + j] = b[i * n + j];
  }
}

// A region inside a loop that counts by a parameter: every thread writes
// 's', but only at the instances 't' the model holds, which the loop may
// never reach: a possible race, not a certain one.
void region_in_strided_loop(int n, int m, double *restrict b)
{
  double s = 0.0;
  for (int t = 0; t < n; t += m) {
    // CHECK-REGION: unknown
    // CHECK-REASON-KIND: possible-race
    // CHECK-WITNESS: s race possible
    // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: possible data race on shared variable 's' between the threads of the parallel region
#pragma omp parallel
    s = b[t];
  }
  b[0] = s;
}
