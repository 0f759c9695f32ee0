// C89-style code: the inner counter j and the temporary t are declared before the loop; both need private, in one clause, in the order they are first accessed.
void square_matrix(int n, int m, double a[n][m], double b[n][m])
{
  int i, j;
  double t;

  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: i declared=private required=private status=ok
  // CHECK-VARIABLE: j declared=shared required=private status=missing
  // CHECK-VARIABLE: t declared=shared required=private status=missing
  // CHECK-WITNESS: j race
  // CHECK-WITNESS: t race
  // CHECK-FIXED: #pragma omp parallel for private(j, t)
  // CHECK-MESSAGES: :[[@LINE+8]]:1: error: data race on shared variable 'j'
  // CHECK-MESSAGES: note: iteration i = 0 writes 'j{{(\+\+)?}}'
  // CHECK-MESSAGES: note: iteration i = 1 {{reads|writes}} 'j{{(\+\+)?}}'
  // CHECK-MESSAGES: :[[@LINE+5]]:1: note: 'j' needs 'private(j)'
  // CHECK-MESSAGES: :[[@LINE+4]]:1: error: data race on shared variable 't'
  // CHECK-MESSAGES: :[[@LINE+6]]:7: note: iteration i = 0 writes 't'
  // CHECK-MESSAGES: note: iteration i = 1 {{reads|writes}} 't'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 't' needs 'private(t)'
#pragma omp parallel for
  for (i = 0; i < n; i++)
    for (j = 0; j < m; j++) {
      t = a[i][j];
      b[i][j] = t * t;
    }
}
