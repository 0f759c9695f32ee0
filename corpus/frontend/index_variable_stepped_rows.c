// An index that starts a row at a product of sizes (`ind = i * m`, which
// no affine value holds) and steps by one at the end of each iteration of
// the loop over the row is that row's cell: the reads before the step see
// i * m + j - lo, and the array is read as rows of m cells
// (`a[i * m + j]`, delinearized). Where the row's loop may leave its row
// the loop is unknown (a subscript the rows do not hold); where the steps
// are skipped by a `continue`, or the step is not the body's last
// statement, the index is not followed: a possible race, unknown.

void stepped_parametric_rows(int n, int m, double *a, const double *b)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    int ind = i * m;
    for (int j = 0; j < m; j++) {
      a[ind] = 2.0 * b[ind];
      ind++;
    }
  }
}

void stepped_from_one(int n, int m, double *a, const double *b)
{
  int ind;
  // CHECK-VERDICT: verified
#pragma omp parallel for private(ind)
  for (int i = 0; i < n; i++) {
    ind = i * m + 1;
    for (int j = 1; j < m; j++) {
      a[ind] = b[ind - 1];
      ind += 1;
    }
  }
}

void stepped_past_the_row(int n, int m, double *a)
{
  // CHECK-VERDICT: unknown
  // CHECK-REASON-KIND: subscript
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: 'ind' may leave a row of 'a' (the model reads it as rows of 'm' cells) [ompfix-unchecked]
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    int ind = i * m;
    for (int j = 0; j <= m; j++) {
      a[ind] = 1.0;
      ind++;
    }
  }
}

void step_skipped(int n, int m, double *a, const double *b)
{
  // CHECK-VERDICT: unknown
  // CHECK-REASON-KIND: possible-race
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: possible data race on shared variable 'a'
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    int ind = i * m;
    for (int j = 0; j < m; j++) {
      if (b[j] < 0.0)
        continue;
      a[ind] = b[j];
      ind++;
    }
  }
}

void step_first(int n, int m, double *a)
{
  // CHECK-VERDICT: unknown
  // CHECK-REASON-KIND: possible-race
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: possible data race on shared variable 'a'
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    int ind = i * m;
    for (int j = 0; j < m; j++) {
      ind++;
      a[ind] = 1.0;
    }
  }
}

// The steps written as assignments (`j = j + 1`, `ind = ind + 1`): the
// same steps, read as the loop's own.
void stepped_by_assignment(int n, int m, double *a, const double *b)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    int ind = i * m;
    for (int j = 0; j < m; j = j + 1) {
      a[ind] = 2.0 * b[ind];
      ind = ind + 1;
    }
  }
}
