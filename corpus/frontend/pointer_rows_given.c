// A pointer to pointers the function is given (`double **a`, a parameter,
// or a field, `s->nbr`, `b->arr`) whose rows nothing in the function
// changes is an array of several dimensions: `a[i][j]` is cell (i, j), a
// row `a[i]` is a base that cannot change while the loop runs (given to a
// call, bound to a pointer), and two rows are assumed not to overlap, as
// two pointer parameters are (the JSON "assumes", a remark,
// --no-assume-disjoint). Before, every such loop was unknown ("pointer 'a'
// to non-arithmetic data"; issue 37's development half: CoMD's
// `s->boxes->nbrBoxes[iBox][jTmp]`, miniAMR's `bp->array[var][i][j][k]`).
// Rows the function changes (`a[0] = p`) keep the loop unknown.
struct boxes {
  int n;
  int **nbr;
  double ***arr;
};

void scale(double **a, int n, int m)
{
  // CHECK-VERDICT: verified
  // CHECK-ASSUMES: the rows of a do not overlap
  // CHECK-MESSAGES: :[[@LINE+1]]:1: remark: assuming that the rows of 'a' do not overlap (memory the function is given, without 'restrict'); --no-assume-disjoint makes this loop unknown
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      a[i][j] = 2.0 * a[i][j];
}

double sum(double **a, int n, int m)
{
  double s = 0.0;
  // Reads alone: no assumption.
  // CHECK-VERDICT: verified
  // CHECK-ASSUMES: none
#pragma omp parallel for reduction(+: s)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      s += a[i][j];
  return s;
}

static void clear(double *r, int m)
{
  for (int j = 0; j < m; j++)
    r[j] = 0.0;
}

void clear_rows(double **a, int n, int m)
{
  // CHECK-VERDICT: verified
  // CHECK-ASSUMES: the rows of a do not overlap
  // CHECK-MESSAGES: :[[@LINE+1]]:1: remark: assuming that the rows of 'a'
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    clear(a[i], m);
}

void from_the_row_before(double **a, int n, int m)
{
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: a race certain
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: data race on shared variable 'a' [ompfix-race]
  // CHECK-MESSAGES: :[[@LINE+6]]:7: note: iteration i = 1 writes 'r[j]'
  // CHECK-MESSAGES: :[[@LINE+5]]:14: note: iteration i = 2 reads 'a[i - 1][j]'
#pragma omp parallel for
  for (int i = 1; i < n; i++) {
    double *r = a[i];
    for (int j = 0; j < m; j++)
      r[j] = a[i - 1][j];
  }
}

void rows_changed(double **a, double *p, int n, int m)
{
  a[0] = p;
  // CHECK-VERDICT: unknown
  // CHECK-REASON: pointer 'a' to rows of pointers that the function may change
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: pointer 'a' to rows of pointers that the function may change [ompfix-unchecked]
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      a[i][j] = 2.0 * a[i][j];
}

void field_rows(struct boxes *b, int m)
{
  // CHECK-VERDICT: verified
  // CHECK-ASSUMES: the rows of b->arr do not overlap
  // CHECK-MESSAGES: :[[@LINE+1]]:1: remark: assuming that the rows of 'b->arr'
#pragma omp parallel for
  for (int v = 0; v < b->n; v++)
    for (int i = 0; i < m; i++)
      for (int j = 0; j < 27; j++)
        b->arr[v][i][j] += b->nbr[i][j];
}

// A callee given the struct may change its rows (`m->rows[1] =
// m->rows[0]`): not followed (a wrong verified before, found by review).
struct matrix {
  double **rows;
};

static void alias_rows(struct matrix *m)
{
  m->rows[1] = m->rows[0];
}

void rows_changed_by_a_callee(struct matrix *m, int n)
{
  alias_rows(m);
  // CHECK-VERDICT: unknown
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: access to a struct member 'm->rows[0][i + 1]' [ompfix-unchecked]
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    m->rows[1][i] = m->rows[0][i + 1];
}
