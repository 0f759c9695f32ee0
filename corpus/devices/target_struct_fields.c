// Struct fields in target constructs: through 'g->data' itself, no map clause gives the device a copy of what the field points to (the struct is copied, its pointer not attached), so the loop is unknown with that reason, never a crash (a field variable has no declaration, which the device copies looked up). Through a local copy of the pointer, the target construct maps the copy as a zero-length section, which finds the caller's copy: assumed current, as for a pointer parameter.
struct grid {
  int n;
  double *data;
};

void scale(struct grid *g)
{
  // CHECK-VERDICT: unknown
  // CHECK-REASON: gives the device a copy of 'g->data'
  // CHECK-REASON-KIND: device
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: no map clause
#pragma omp target teams distribute parallel for
  for (int i = 0; i < g->n; i++)
    g->data[i] = 2.0 * g->data[i];
}

void scale_copy(struct grid *g)
{
  double *x = g->data;
  // CHECK-VERDICT: verified
  // CHECK-ASSUMES: the caller keeps the device's copy of x current
#pragma omp target teams distribute parallel for
  for (int i = 0; i < g->n; i++)
    x[i] = 2.0 * x[i];
}
