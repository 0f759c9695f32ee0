// Loops that count by a value that cannot change (`it += tile`): the model holds every value between the first and the bound (isl cannot say "a multiple of tile"), so what they guard may run, and two iterations of such a loop directive differ by tile at least. Tiled loops are verified, collapsed ones too; a race between tiles is found as possible, and a shared temporary gets its fix.
static int min(int a, int b) { return a < b ? a : b; }

void transpose_tiles(int n, int tile, const double *restrict a,
                     double *restrict b)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int it = 0; it < n; it += tile)
    for (int jt = 0; jt < n; jt += tile)
      for (int i = it; i < min(n, it + tile); i++)
        for (int j = jt; j < min(n, jt + tile); j++)
          b[j * n + i] = a[i * n + j];
}

void clear_tiles(int n, int tile, double *a)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for collapse(2)
  for (int it = 0; it < n; it += tile)
    for (int jt = 0; jt < n; jt += tile)
      for (int i = it; i < min(n, it + tile); i++)
        for (int j = jt; j < min(n, jt + tile); j++)
          a[i * n + j] = 0.0;
}

// The last element of each tile reads the first one of the next tile.
void shift_across_tiles(int n, int tile, double *a)
{
  // CHECK-VERDICT: unknown
  // CHECK-WITNESS: a race possible
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: possible data race on shared variable 'a'
#pragma omp parallel for
  for (int it = 0; it < n - 1; it += tile)
    for (int i = it; i < min(n - 1, it + tile); i++)
      a[i] = a[i + 1];
}

void squares_in_tiles(int n, int tile, const double *restrict a,
                      double *restrict b)
{
  double t;
  // CHECK-VERDICT: fixable
  // CHECK-WITNESS: t race possible
  // CHECK-VARIABLE: t declared=shared required=private status=missing
  // CHECK-FIXED: #pragma omp parallel for private(t)
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: possible data race on shared variable 't'
#pragma omp parallel for
  for (int it = 0; it < n; it += tile)
    for (int i = it; i < min(n, it + tile); i++) {
      t = a[i];
      b[i] = t * t;
    }
}

// The inner loop's first value always runs (when m >= 1), so every
// iteration sets s and firstprivate lastprivate is right; the model holds
// the values between that loop's iterations as code that may run and
// cannot tell: what it would report on s is unknown instead.
void last_value_set_in_inner_tiles(int n, int m, double *restrict b)
{
  double s = 2.0;
  // CHECK-VERDICT: unknown
  // CHECK-REASON: counts by 'j += m'
  // CHECK-REASON-KIND: bounds
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: the loop at line {{[0-9]+}} counts by 'j += m'
#pragma omp parallel for firstprivate(s) lastprivate(s)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j += m) {
      s = i;
      b[i] = s;
    }
  b[0] = s;
}
