// A pointer shifted by one into the same array: b[i] is a[i + 1], which iteration i + 1 reads as a[i].
void shift_right(int n, double *a)
{
  double *b = a + 1;

  // CHECK-VERDICT: violation
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: data race on shared variable '{{a|b}}'
  // CHECK-MESSAGES: :[[@LINE+4]]:5: note: iteration i = 0 writes 'b[i]'
  // CHECK-MESSAGES: :[[@LINE+3]]:12: note: iteration i = 1 reads 'a[i]'
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    b[i] = a[i];
}
