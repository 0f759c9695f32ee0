// A parallel region nested in a worksharing loop's body: every loop around and inside it is answered, as unknown (nested parallelism is not modelled yet).
void nested(int n, double *a)
{
  // CHECK-REGION: unknown
  // CHECK-REASON: a nested '#pragma omp parallel'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this parallel region: a nested '#pragma omp parallel'
#pragma omp parallel
  {
    // CHECK-VERDICT: unknown
    // CHECK-REASON: a nested '#pragma omp parallel'
    // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: a nested '#pragma omp parallel'
#pragma omp for
    for (int i = 0; i < n; i++) {
  // CHECK-REGION: unknown
  // CHECK-REASON: a nested '#pragma omp parallel'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this parallel region: a nested '#pragma omp parallel'
#pragma omp parallel
      {
        // CHECK-VERDICT: unknown
        // CHECK-REASON: a nested '#pragma omp parallel'
        // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: a nested '#pragma omp parallel'
#pragma omp for
        for (int j = 0; j < n; j++)
          a[j] += 1.0;
      }
    }
  }
}
