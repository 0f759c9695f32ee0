// A reduction over an array section whose bound is a product of the
// parameters: every iteration (j, k) scales a[j + n * m], the cells of
// each j by five iterations. The section starts at n * m, which the model
// holds as a parameter of its own (n_m, defined as n * m); the fix writes
// it as C does, so the reduction is offered (it was not: the section had
// no text for n_m).
void scale_block(int n, int m, double *a)
{
  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: a declared=shared required=reduction(*) status=missing
  // CHECK-FIXED: #pragma omp parallel for collapse(2) reduction(*: a[(n * m):n])
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'a' [ompfix-missing-reduction]
#pragma omp parallel for collapse(2)
  for (int j = 0; j < n; j++)
    for (int k = 0; k < 5; k++)
      a[j + n * m] = a[j + n * m] * 2.0;
}
