// The lanes of a plain simd loop run the body one statement at a time, all together: a dependence between iterations survives when its source statement runs first in the body, or when the source is a read of the same statement (each statement reads before it writes), or when safelen keeps the two iterations apart. These loops are right as written.
void shift_down(int n, double *a, double r)
{
  // Iteration i reads a[i + 1] before iteration i + 1 writes it: every lane
  // reads before any lane writes.
  // CHECK-VERDICT: verified
  // CHECK-DIRECTIVE: simd
#pragma omp simd
  for (int i = 0; i < n - 1; i++)
    a[i] = a[i + 1] * r;
}

void two_statements(int n, double *a, double *b)
{
  // a[i] is written by the first statement and a[i - 1] read by the second:
  // the first statement runs first in every lane.
  // CHECK-VERDICT: verified
#pragma omp simd
  for (int i = 1; i < n; i++) {
    a[i] = b[i] + 1.0;
    b[i - 1] = a[i - 1] * 2.0;
  }
}

void distance_sixteen(int n, float *b)
{
  // safelen(16): iterations 16 apart never run together.
  // CHECK-VERDICT: verified
#pragma omp simd safelen(16)
  for (int i = 16; i < n; i++)
    b[i] = b[i - 16] - 1.0f;
}
