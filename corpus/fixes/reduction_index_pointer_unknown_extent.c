// y[col[j]] += v[j] through a pointer: every access is an update by +, but a reduction of pointed-to memory needs an array section, and nothing gives the extent of what y points to. The loop stays unknown (a possible race), and a note says why no reduction is offered.
void scatter_add(int n, double *y, const int *col, const double *v)
{
  // CHECK-VERDICT: unknown
  // CHECK-REASON-KIND: possible-race
  // CHECK-VARIABLE: y declared=shared required=none status=missing
  // CHECK-WITNESS: y race possible
  // CHECK-MESSAGES: :[[@LINE+3]]:1: warning: possible data race on shared variable 'y' [ompfix-possible-race]
  // CHECK-MESSAGES: :[[@LINE+2]]:1: note: every access of 'y' is an update by '+', but a reduction needs an array section over the cells it updates, and the extent of the memory 'y' points to is unknown (no declaration gives it)
  // CHECK-EXIT: 0
#pragma omp parallel for
  for (int j = 0; j < n; j++)
    y[col[j]] += v[j];
}
