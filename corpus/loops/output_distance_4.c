// Loop-carried output dependence at distance 4: iteration i writes a[i + 4], which iteration i + 4 writes again as a[i].
void spread(int n, double *a, const double *v)
{
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: a race
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: data race on shared variable 'a'
  // CHECK-MESSAGES: :[[@LINE+5]]:5: note: iteration i = 0 writes 'a[i + 4]'
  // CHECK-MESSAGES: :[[@LINE+3]]:5: note: iteration i = 4 writes 'a[i]'
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    a[i] = v[i];
    a[i + 4] = v[i];
  }
}
