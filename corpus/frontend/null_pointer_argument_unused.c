// A function of the file given a null pointer (`heapify(k, dist[i], 0, 0)`) is followed: an access through that parameter is unknown only where it runs. Here the count that goes with the pointer is 0, so the loop reading `x[i]` never runs and the call writes `val[0..k)` alone; given a count the model cannot bound, it may run, and the loop is unknown. (faiss's heap_heapify is called so in most search loops.)
static void heapify(int k, double *val, const double *x, int k0)
{
  for (int i = 0; i < k0; i++)
    val[i] = x[i];
  for (int i = k0; i < k; i++)
    val[i] = -1.0;
}

void search(int n, int k, double dist[][64])
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    heapify(k, dist[i], 0, 0);
}

void search_with_start(int n, int k, int k0, double dist[][64])
{
  // CHECK-VERDICT: unknown
  // CHECK-REASON: parameter 'x' of 'heapify' given a null pointer
  // CHECK-REASON-KIND: pointer
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: parameter 'x' of 'heapify' given a null pointer
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    heapify(k, dist[i], 0, k0);
}
