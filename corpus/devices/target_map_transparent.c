// Loops in target constructs are checked as the host fallback runs them when the copies the map clauses make are transparent: the device reads only cells copied in (or that it wrote first), every cell it writes comes back, and the sections cover what the code touches. A race on the device is a race all the same.
void vec_mult(int n, const float *restrict v1, const float *restrict v2,
              float *restrict p)
{
  // CHECK-VERDICT: verified
  // CHECK-ASSUMES: none
#pragma omp target map(to: v1[0:n], v2[:n]) map(from: p[0:n])
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    p[i] = v1[i] * v2[i];
}

double dot(int n, const double *restrict x, const double *restrict y)
{
  double sum = 0.0;
  // A reduction on a combined target construct maps its variable tofrom.
  // CHECK-VERDICT: verified
#pragma omp target teams distribute parallel for map(to: x[0:n], y[0:n]) reduction(+: sum)
  for (int i = 0; i < n; i++)
    sum += x[i] * y[i];
  return sum;
}

void twice_in_data_region(int n, const float *restrict v, float *restrict p)
{
  // The copies of 'target data' stay on the device: the second loop reads
  // what the first wrote there, although p is mapped 'from'.
#pragma omp target data map(to: v[0:n]) map(from: p[0:n])
  {
    // CHECK-VERDICT: verified
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      p[i] = v[i];
    // CHECK-VERDICT: verified
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      p[i] = p[i] + v[i];
  }
}

void whole_arrays(void)
{
  double a[64], b[64];
  for (int i = 0; i < 64; i++)
    a[i] = i;
  // Arrays without a map clause are mapped tofrom.
  // CHECK-VERDICT: verified
#pragma omp target
#pragma omp parallel for
  for (int i = 0; i < 64; i++)
    b[i] = 2.0 * a[i];
  a[0] = b[63];
}

void rows_on_device(int n, const double *restrict in, double *restrict out)
{
  // 'in' and 'out' are read as rows of n cells: in[0:n*n] maps rows [0, n).
  // CHECK-VERDICT: verified
#pragma omp target teams distribute parallel for collapse(2) map(to: in[0:n*n]) map(from: out[0:n*n])
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      out[i * n + j] = 2.0 * in[i * n + j];
}

void scale_set_on_device(int n, double *restrict a)
{
  double t;
  // t is firstprivate on the target: its write stays on the device, where
  // the loop reads it; nothing on the host reads it afterwards.
#pragma omp target map(tofrom: a[0:n])
  {
    t = 2.0;
    // CHECK-VERDICT: verified
#pragma omp parallel for
    for (int i = 0; i < n; i++)
      a[i] = t * a[i];
  }
}

void shift_on_device(int n, double *restrict a)
{
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: a race certain
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: data race on shared variable 'a'
  // CHECK-MESSAGES: :[[@LINE+4]]:5: note: iteration i = 1 writes 'a[i]'
  // CHECK-MESSAGES: :[[@LINE+3]]:12: note: iteration i = 2 reads 'a[i - 1]'
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
  for (int i = 1; i < n; i++)
    a[i] = a[i - 1] + 1.0;
}
