// Found by the differential tester: w[k + i + 15] runs past w's 64 cells
// once m > 24. Cells outside a constant extent are no cells of w (an access
// there is undefined behaviour, not a dependence). Within them, each
// iteration reads a cell that an earlier instance wrote (or nobody did) and
// that no iteration of this instance writes, and later instances read what
// the last iteration leaves in w[j + 16].
void shifted_window(int m)
{
  double w[64];
  for (int i = 1; i < m; i++) {
    for (int j = 0; j < i; j++) {
      // CHECK-VERDICT: fixable
      // CHECK-VARIABLE: w declared=shared required=firstprivate+lastprivate status=missing
      // CHECK-FIXED: #pragma omp parallel for firstprivate(w) lastprivate(w)
      // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'w'
#pragma omp parallel for
      for (int k = 0; k < 2 * j + 1; k++) {
        w[j + 16] = w[k + i + 15];
      }
    }
  }
}
