// In-place upsampling a[2i] = a[i]: iteration i writes a cell that iteration 2i reads (here 1 writes a[2], 2 reads it).
void upsample(int n, double *a)
{
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: a race
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: data race on shared variable 'a'
  // CHECK-MESSAGES: :[[@LINE+4]]:5: note: iteration i = 1 writes 'a[2 * i]'
  // CHECK-MESSAGES: :[[@LINE+3]]:16: note: iteration i = 2 reads 'a[i]'
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    a[2 * i] = a[i];
}
