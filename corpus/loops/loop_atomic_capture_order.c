// `atomic capture` hands out a ticket: k = next++ gives each iteration the number of iterations that took one before it in time. The tickets, and what is computed from them, depend on the threads' order: never verified.
int capture_slots(int n, const double *a, double *slot)
{
  int next = 0;
  // CHECK-VERDICT: violation
  // CHECK-VARIABLE: next declared=shared required=none status=missing
  // CHECK-WITNESS: next order
  // CHECK-MESSAGES-ANY
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    int k;
#pragma omp atomic capture
    k = next++;
    slot[i] = a[i] + k;
  }
  return next;
}
