// Division by a constant in a subscript: iterations 2k and 2k + 1 both write b[k].
void decimate(int n, const double *a, double *b)
{
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: b race
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: data race on shared variable 'b'
  // CHECK-MESSAGES: :[[@LINE+4]]:5: note: iteration i = 0 writes 'b[i / 2]'
  // CHECK-MESSAGES: :[[@LINE+3]]:5: note: iteration i = 1 writes 'b[i / 2]'
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    b[i / 2] = a[i];
}
