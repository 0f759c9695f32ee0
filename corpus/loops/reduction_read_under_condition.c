// A reduction variable read in the loop other than by its update is a
// wrong reduction: each thread reads its own partial value. The claim is
// certain where exact accesses that surely run show it (`b[i] = s` after
// `s += a[i]`), possible where the model over-approximates them: counting
// errors in a loop of a count read from memory, and stopping a bucket
// once any is counted (`if (num_errors > 0) break;`), reads a partial
// count only where some bucket has an error, which the data decides (issue
// 37's development half: a similarity-search library's hash table,
// reported as a certain error). The buckets' ranges, read from memory, may
// overlap: a possible race on tab too.
void fill(long nb, const long *lims, const long *keys, long *tab)
{
  int num_errors = 0;
  // CHECK-VERDICT: unknown
  // CHECK-REASON-KIND: possible-race
  // CHECK-MESSAGES: :[[@LINE+2]]:1: warning: possible data race on shared variable 'tab' [ompfix-possible-race]
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: 'num_errors' is not only updated by one reduction operator in the loop [ompfix-possible-race]
#pragma omp parallel for reduction(+ : num_errors)
  for (long b = 0; b < nb; b++) {
    for (long i = lims[b]; i < lims[b + 1]; i++) {
      if (tab[i] == -1)
        tab[i] = keys[i];
      else
        num_errors++;
      if (num_errors > 0)
        break;
    }
  }
}

void prefix(int n, const double *a, double *b)
{
  double s = 0;
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: s race certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: 's' is not only updated by one reduction operator in the loop [ompfix-wrong-reduction]
#pragma omp parallel for reduction(+ : s)
  for (int i = 0; i < n; i++) {
    s += a[i];
    b[i] = s;
  }
}
