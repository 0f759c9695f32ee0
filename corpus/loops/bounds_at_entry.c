// OpenMP evaluates a loop directive's bounds once, before the first iteration, the same in every thread: a bound the model cannot read as affine (a field through pointers, an array element, a conditional on a flag, a cast) is one parameter, the value it has where the directive starts, whatever the body does. Inside another loop that value may change from one instance to the next, so there it is read only from variables nothing changes. Casts between integer types keep the value, as implicit conversions do. (Issue 37: 160 loops of the development half had "the bounds of the parallel loop are not affine".)
struct boxes {
  int nLocalBoxes;
  int nTotalBoxes;
};
struct simulation {
  struct boxes *boxes;
};
int sorted_index[100];
int num_refine;

void through_fields(struct simulation *s, double *x)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int iBox = 0; iBox < s->boxes->nLocalBoxes; iBox++)
    x[iBox] = 0.0;
}

double sum_through_fields(struct simulation *s, const double *x)
{
  double sum = 0.0;
  // CHECK-VERDICT: fixable
  // CHECK-FIXED: #pragma omp parallel for reduction(+: sum)
  // CHECK-MESSAGES: :[[@LINE+2]]:1: error: data race on shared variable 'sum' [ompfix-missing-reduction]
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 'sum' needs 'reduction(+: sum)'
#pragma omp parallel for
  for (int iBox = 0; iBox < s->boxes->nTotalBoxes; iBox++)
    sum += x[iBox];
  return sum;
}

void array_element(double *x)
{
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: x race certain
  // CHECK-PARAMETERS: sorted_index_num_refine_1=2
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: data race on shared variable 'x' [ompfix-race]
  // CHECK-MESSAGES: :[[@LINE+4]]:5: note: iteration in = 0 writes 'x[in + 1]'
  // CHECK-MESSAGES: :[[@LINE+3]]:17: note: iteration in = 1 reads 'x[in]'
#pragma omp parallel for
  for (int in = 0; in < sorted_index[num_refine + 1]; in++)
    x[in + 1] = x[in];
}

void conditional_bound(int self, int n1, double *x)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < (self ? n1 - 1 : n1); i++)
    x[i] = 2.0 * x[i];
}

void cast_bound(unsigned long n, double *x)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (long i = 0; i < (long)n; i++)
    x[(int)i] = 1.0;
}

// Each instance of the outer loop may read another sorted_index[t]: no
// parameter holds it.
void inside_a_loop(int n, double *x)
{
  for (int t = 0; t < n; t++) {
    // CHECK-VERDICT: unknown
    // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: the bounds of the parallel loop are not affine [ompfix-unchecked]
#pragma omp parallel for
    for (int in = 0; in < sorted_index[t]; in++)
      x[in] = 0.0;
  }
}
