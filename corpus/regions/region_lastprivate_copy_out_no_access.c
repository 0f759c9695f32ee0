// A loop's lastprivate copy-out writes every cell of the array, by the thread running the last iteration; the region's checker stands it at that iteration's accesses of the copy. In an instance of the loop whose iterations never access the copy (at i = 2, `j > 2` holds for none), nothing stood for it, and the copy-out of G[3][2] met no other access: the region was verified while every thread reads G[3][2] before the loops (difftest program 4306381). Such a copy-out now stands at any statement of the loop, as possible.
double G[8][8];

void copy_out_unseen(int n, int m, double *restrict out)
{
  // CHECK-REGION: unknown
  // CHECK-REASON-KIND: possible-race
  // CHECK-WITNESS: G race possible
  // CHECK-MESSAGES: :[[@LINE+3]]:1: warning: possible data race on shared variable 'G' between the threads of the parallel region
  // CHECK-MESSAGES: :[[@LINE+8]]:1: note: the thread running iteration j = 0 writes its lastprivate copy back to 'G'
  // CHECK-MESSAGES: :[[@LINE+3]]:16: note: another thread reads 'G[3][2]'
#pragma omp parallel
  {
    double v = G[3][2];
    for (int i = 2; i < n; i++) {
      // CHECK-VERDICT: fixable
      // CHECK-MESSAGES: :[[@LINE+1]]:1: error: lastprivate variable 'G' is read before it is written in the iteration
#pragma omp for lastprivate(G)
      for (int j = 0; j <= i; j++)
        if (j > 2 && j < m)
          G[1][j] += v;
    }
  }
  out[0] = G[1][3];
}
