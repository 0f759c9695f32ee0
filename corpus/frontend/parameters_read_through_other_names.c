// A value the model reads as a parameter (a bound `j < s->n`, `j < nb[0]`,
// a field that nothing in the function writes) is memory all the same,
// which a pointer the loop writes through may reach (`*p = 10` with `p =
// &s->n` in the caller). The verdict assumes that they do not overlap and
// says so, as for any two such accesses; --no-assume-disjoint makes the
// loop unknown. Before, such reads took no part in the assumptions:
// `verified` with no remark (a review's wrong answers).
struct Sizes {
  int n;
  int *p;
};

struct Sizes sizes;
int bounds[4];
int *target;
double a[64][100];

void field_bound(struct Sizes *s, int *p)
{
  // CHECK-VERDICT: verified
  // CHECK-ASSUMES: p and s->n do not overlap
#pragma omp parallel for
  for (int i = 0; i < 64; i++) {
    for (int j = 0; j < s->n; j++)
      a[i][j] = 1.0;
    if (i == 0)
      *p = 10;
  }
}

void element_bound(int *nb, int *p)
{
  // CHECK-VERDICT: verified
  // CHECK-ASSUMES: nb and p do not overlap
#pragma omp parallel for
  for (int i = 0; i < 64; i++) {
    for (int j = 0; j < nb[0]; j++)
      a[i][j] = 1.0;
    if (i == 0)
      *p = 10;
  }
}

void global_element_bound(void)
{
  // CHECK-VERDICT: verified
  // CHECK-ASSUMES: target and bounds do not overlap
#pragma omp parallel for
  for (int i = 0; i < 64; i++)
    for (int j = 0; j < bounds[1]; j++) {
      a[i][j] = 1.0;
      if (i == 0 && j == 5)
        target[1] = 10;
    }
}

void global_field_value(void)
{
  // CHECK-VERDICT: verified
  // CHECK-ASSUMES: sizes.n and target do not overlap
#pragma omp parallel for
  for (int i = 0; i < 64; i++)
    for (int j = 0; j < 100; j++) {
      a[i][j] = sizes.n;
      if (i == 0 && j == 5)
        *target = 10;
    }
}

// `s->n` is element 0's field where the function reads s[i].n: one
// variable, not two names assumed apart (a review's wrong `verified`).
// Iteration 0 writes s[0].n, which every iteration reads.
void first_count_bound(struct Sizes *s, double *out)
{
  // CHECK-VERDICT: violation
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 's[].n' [ompfix-race]
#pragma omp parallel for
  for (int i = 0; i < 64; i++) {
    s[i].n = 0;
    for (int j = 0; j < s->n; j++)
      out[i] += 1.0;
  }
}
