// A pointer that a counted loop steps once per iteration, as the last statement of its body (`*b = w; b++;`, `q += 2;`), from where it pointed when the loop started, points in each iteration to that start plus the steps taken: exact, where the start is (`b + i * 8`, a parameter's own memory). A start that is not affine, `b + i * m`, is a row of b (in rows of m cells) from which it steps; a step under a condition leaves it somewhere in its memory (a possible race where it writes).
static void pack(const float *x, unsigned char *b, int d)
{
  for (int i = 0; i < d; i += 8) {
    unsigned char w = 0;
    for (int j = 0; j < 8; j++)
      if (x[i + j] >= 0)
        w |= (unsigned char)(1 << j);
    *b = w;
    b++;
  }
}

static void skip_negative(const float *x, unsigned char *b, int d)
{
  for (int i = 0; i < d; i++) {
    *b = 1;
    if (x[i] < 0)
      b++;
  }
}

void pack_all(int n, const float *x, unsigned char *b)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    pack(x + i * 64, b + i * 8, 64);
}

void pack_wider(int n, const float *x, unsigned char *b)
{
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: b race certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'b' [ompfix-race]
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    pack(x + i * 64, b + i * 4, 64);
}

// A row start (`b + i * m`): the rows of b, m cells each, the pointer
// stepping from the row's start (linearized_rows_given_to_calls.c).
void pack_rows(int n, int m, const float *x, unsigned char *b)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    pack(x + i * 8 * m, b + i * m, 8 * m);
}

// Twice as many bytes as the row holds: unknown where they leave it.
void pack_past_rows(int n, int m, const float *x, unsigned char *b)
{
  // CHECK-VERDICT: unknown
  // CHECK-REASON: may leave the row of 'b' it is given
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: '*b' may leave the row of 'b' it is given
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    pack(x + i * 16 * m, b + i * m, 16 * m);
}

void skip_all(int n, const float *x, unsigned char *b)
{
  // CHECK-VERDICT: unknown
  // CHECK-REASON-KIND: possible-race
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: possible data race on shared variable 'b'
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    skip_negative(x + i * 64, b + i * 64, 64);
}

void pairs(int n, const double *a, double *out)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    const double *q = a + i * 16;
    double s = 0;
    for (int k = 0; k < 8; k++) {
      s += q[0] * q[1];
      q += 2;
    }
    out[i] = s;
  }
}

struct grid { int n; const double *values; double *sums; };

// A pointer field's value with an offset (`g->values + i * 8`) reaches what
// the field points to, not the struct: `g->n` stays a parameter.
void grid_sums(struct grid *g)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < g->n; i++) {
    const double *cur = g->values + i * 8;
    double s = 0;
    for (int k = 0; k < 8; k++) {
      s += cur[0];
      cur++;
    }
    g->sums[i] = s;
  }
}
