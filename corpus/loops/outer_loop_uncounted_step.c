// Loop directives inside sequential loops whose count the model cannot
// write (a doubling step, a shift, a step that is a division, two counters):
// the outer loop runs its body some number of times, and each directive is
// checked in it.
void steps(double *a, int n)
{
  for (int g = 1; g < n; g *= 2) {
    // CHECK-VERDICT: verified
#pragma omp parallel for
    for (int i = 0; i < n; i++)
      a[i] = a[i] + g;
  }
  for (int g = 1; g < n; g += n / 4) {
    // CHECK-VERDICT: verified
#pragma omp parallel for
    for (int i = 0; i < n; i++)
      a[i] += 1;
  }
  for (int g = 0, k = 0; g < n; g++, k += 2) {
    // CHECK-VERDICT: violation
    // CHECK-WITNESS: a race certain
    // CHECK-MESSAGES: :[[@LINE+3]]:1: error: data race on shared variable 'a'
    // CHECK-MESSAGES: :[[@LINE+4]]:7: note: iteration i = 1 writes 'a[i]'
    // CHECK-MESSAGES: :[[@LINE+3]]:14: note: iteration i = 0 reads 'a[i + 1]'
#pragma omp parallel for
    for (int i = 0; i < n - 1; i++)
      a[i] = a[i + 1] + k;
  }
}
