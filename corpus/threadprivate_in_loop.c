// A threadprivate variable has one copy per thread that lives across regions: not modelled yet, so the loop that writes it is unknown.
double scratch;
#pragma omp threadprivate(scratch)

void squares(int n, const double *a, double *b)
{
  // CHECK-VERDICT: unknown
  // CHECK-REASON: threadprivate variable 'scratch'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: threadprivate variable 'scratch' (threadprivate data is not modelled yet)
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    scratch = a[i] * a[i];
    b[i] = scratch;
  }
}
