// Loop-carried output dependence at distance 1: iterations i and i + 1 both write mark[i + 1]; a race even though both store 1.
void mark_segment_ends(int n, int *mark)
{
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: mark race
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: data race on shared variable 'mark'
  // CHECK-MESSAGES: :[[@LINE+5]]:5: note: iteration i = 0 writes 'mark[i + 1]'
  // CHECK-MESSAGES: :[[@LINE+3]]:5: note: iteration i = 1 writes 'mark[i]'
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    mark[i] = 1;
    mark[i + 1] = 1;
  }
}
