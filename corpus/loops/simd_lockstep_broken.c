// The lanes of a plain simd loop run the body one statement at a time, all together: a dependence whose source statement runs after its sink in the body breaks, and safelen(16) does not keep apart iterations fewer than 16 apart.
void two_statements_reversed(int n, double *a, double *b)
{
  // The second statement writes a[i], which the first statement of the
  // next iteration reads: that lane has read it already.
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: a race
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: the lanes of the simd loop break the order of the accesses to shared variable 'a'
  // CHECK-MESSAGES: :[[@LINE+5]]:5: note: iteration i = 1 writes 'a[i]'
  // CHECK-MESSAGES: :[[@LINE+3]]:12: note: iteration i = 2 reads 'a[i - 1]'
#pragma omp simd
  for (int i = 1; i < n; i++) {
    b[i] = a[i - 1] * 2.0;
    a[i] = b[i] + 1.0;
  }
}

void distance_m(int n, int m, float *b)
{
  // safelen(16) with a distance m that may be smaller than 16.
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: b race
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: the lanes of the simd loop break the order of the accesses to shared variable 'b'
#pragma omp simd safelen(16)
  for (int i = m; i < n; i++)
    b[i] = b[i - m] - 1.0f;
}
