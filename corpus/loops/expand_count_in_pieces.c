// A copy per iteration needs the number of iterations as one C expression. With a chosen value (`nq`, n / m or 0) the context has cases, and the statements' domains (an inner loop `j < 2` that only the first iterations enter) split the iterator's values into pieces: the count came out as `1` at n = 2, `2` at n = 3 and `n - 1` from 4, which C cannot say as one, and 'a' got no fix (difftest program 4301914, minimised). The values are coalesced first: `n - 1`.
void kernel(int n, int m, double *a, double *b)
{
  int j;
  int nq = 0;
  if (m > 0)
    nq = n / m;

  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: a declared=shared required=expand status=missing
  // CHECK-MESSAGES-ANY
#pragma omp parallel for
  for (int i = 0; i < n - 1; i++) {
    for (j = i; j < 2; j++) {
      if (j >= i + 1) {
        b[-i + 1] = 1.0;
      }
      a[j + 1] = 1.0;
    }
  }
  for (int i = 0; i < 4; i++) {
    // CHECK-VERDICT: verified
#pragma omp parallel for
    for (j = 2; j < nq + 1; j++) {
    }
  }
}
