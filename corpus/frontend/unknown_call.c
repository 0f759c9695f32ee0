// A call inside the loop to a function whose effects are unknown (it gets a pointer): the loop is outside the model.
void update(double *p);

void update_all(int n, double *a)
{
  // CHECK-VERDICT: unknown
  // CHECK-REASON: call to 'update'
  // CHECK-REASON-KIND: call
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: {{.*}}call to 'update'
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    update(&a[i]);
}
