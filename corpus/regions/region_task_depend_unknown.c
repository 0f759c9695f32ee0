// Task dependences (depend clauses) order tasks in ways the model does not follow yet: the region is unknown, never verified.
void chained(double *a)
{
  double x = 0.0;
  // CHECK-REGION: unknown
  // CHECK-REASON: the 'depend' clause of '#pragma omp task' is not modelled yet
  // CHECK-REASON-KIND: clause
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this parallel region: the 'depend' clause of '#pragma omp task' is not modelled yet
#pragma omp parallel
#pragma omp single
  {
#pragma omp task depend(out: x)
    x = 1.0;
#pragma omp task depend(in: x)
    a[0] = x;
  }
}
