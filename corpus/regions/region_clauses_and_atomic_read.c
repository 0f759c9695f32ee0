// num_threads and if only size the team: the region is checked for any team of two or more. An atomic read beside atomic updates of one cell (a nowait loop lets them overlap) never races, but the value it sees depends on how far the updates have come: an order dependence. single with copyprivate gives every thread's copy the value.
void count_and_peek(int n, const double *a, double *seen)
{
  double total = 0.0;
  // CHECK-REGION: violation
  // CHECK-WITNESS: total order
  // CHECK-MESSAGES-ANY
#pragma omp parallel num_threads(4) if(n > 100)
  {
    // CHECK-VERDICT: verified
#pragma omp for nowait
    for (int i = 0; i < n; i++) {
#pragma omp atomic update
      total += a[i];
    }
#pragma omp master
    {
      double now;
#pragma omp atomic read
      now = total;
      seen[0] = now;
    }
  }
}

void broadcast(int n, double *a)
{
  // CHECK-REGION: verified
  // Every thread's scale is 2.0 past the single: the loop reads that.
  //
#pragma omp parallel
  {
    double scale;
#pragma omp single copyprivate(scale)
    scale = 2.0;
    // CHECK-VERDICT: verified
#pragma omp for
    for (int i = 0; i < n; i++)
      a[i] = a[i] * scale;
  }
}
