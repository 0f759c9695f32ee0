// An integer local assigned once, by a statement of a block, and read only after it in that block (`ind = i * m + j; a[ind] = ...`) is that value in every read: the subscript is `i * m + j`, delinearized as rows of m cells. A local assigned twice (under a condition), or read after a variable of its value changed, keeps its unknown value: a possible race.

void rebuilt_index(double *restrict a, int n, int m)
{
  int ind;
  // CHECK-VERDICT: verified
#pragma omp parallel for private(ind)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      ind = i * m + j;
      a[ind] = 1.0;
    }
}

void rebuilt_index_with_init(double *restrict a, const double *restrict b,
                             int n, int m)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    int ind = 0;
    for (int j = 0; j < m; j++) {
      ind = j + m * i;
      a[ind] = b[ind] * 2.0;
    }
  }
}

void iterators_declared_before(double *restrict a, int n, int m)
{
  int i, j, ind;
  // j changes only in its loop's header: between `ind = ...` and the
  // read, i and j keep their values.
  // CHECK-VERDICT: verified
#pragma omp parallel for private(j, ind)
  for (i = 0; i < n; i++)
    for (j = 0; j < m; j++) {
      ind = i * m + j;
      a[ind] = 0.0;
    }
}

void operand_changes_before_the_read(double *restrict a, int n, int m)
{
  int j, ind;
  // `ind = i * m + j` is read after j was stepped: the read is not
  // `a[i * m + j]` of the new j.
  // CHECK-VERDICT: unknown
  // CHECK-REASON-KIND: possible-race
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: possible data race on shared variable 'a'
#pragma omp parallel for private(j, ind)
  for (int i = 0; i < n; i++) {
    j = 0;
    ind = i * m + j;
    j = j + 1;
    a[ind + j] = 0.0;
  }
}

void index_written_under_condition(double *restrict a, const int *flag,
                                   int n, int m)
{
  int ind;
  // CHECK-VERDICT: unknown
  // CHECK-REASON-KIND: possible-race
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: possible data race on shared variable 'a'
#pragma omp parallel for private(ind)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      ind = i * m + j;
      if (flag[j])
        ind = i * m;
      a[ind] = 1.0;
    }
}
