// Struct fields that nothing in the function writes (`p->alpha`, `p->w[1]`, a bound `p->n`) are read like parameters: the loop is checked. A field of a struct that the loop's own clause copies is checked as that copy (firstprivate(s): each copy starts with s.alpha).
struct params {
  double alpha;
  int n;
  double w[3];
};

void axpy(const struct params *p, double *x, double *y)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < p->n; i++)
    y[i] = p->alpha * x[i] + p->w[1];
}

void axpy_copy(struct params s, double *x, double *y)
{
  // CHECK-VERDICT: verified
  // CHECK-VARIABLE: s.alpha declared=firstprivate required=firstprivate status=ok
#pragma omp parallel for firstprivate(s)
  for (int i = 0; i < s.n; i++)
    y[i] = s.alpha * x[i];
}

void axpy_race(const struct params *p, double *y)
{
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: y race certain
  // CHECK-MESSAGES: :[[@LINE+4]]:1: error: data race on shared variable 'y'
  // CHECK-MESSAGES: :[[@LINE+5]]:5: note: iteration i = 1 writes 'y[i]'
  // CHECK-MESSAGES: :[[@LINE+4]]:23: note: iteration i = 2 reads 'y[i - 1]'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: no data-sharing attribute of 'y' removes this conflict
#pragma omp parallel for
  for (int i = 1; i < p->n; i++)
    y[i] = p->alpha * y[i - 1];
}
