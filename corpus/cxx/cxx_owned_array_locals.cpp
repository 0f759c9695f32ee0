// Local std::unique_ptr<T[]> that only ever own fresh arrays (`new T[n]`, std::make_unique<T[]>(n), given at the declaration, by `=` or by reset) are pointers to memory of their own: `t[i]` is cell i, `t.get()` the pointer. Declared in a parallel region, each thread's is its own scratch buffer; one that adopts a pointer, or is moved or released, may own memory another name reaches, and the loops that touch it are unknown.
#include <cstring>
#include <memory>

long assigned_then_filled(long n) {
  std::unique_ptr<int[]> array;
  array = std::make_unique<int[]>(n);
  long s = 0;
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (long i = 0; i < n; ++i)
    array[i] = i % 100;
  // CHECK-VERDICT: verified
#pragma omp parallel for reduction(+ : s)
  for (long i = 0; i < n; ++i)
    s += array[i];
  return s;
}

double shifted_in_place(long n) {
  std::unique_ptr<double[]> a(new double[n + 1]);
  for (long i = 0; i <= n; ++i)
    a[i] = i;
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: a race certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'a'
#pragma omp parallel for
  for (long i = 0; i < n; ++i)
    a[i + 1] = a[i];
  return a[n];
}

void thread_scratch(int n, int d, const float *x, float *out) {
  // CHECK-REGION: verified
#pragma omp parallel
  {
    std::unique_ptr<float[]> residual(new float[2 * d]);
    float *second = residual.get() + d;
    // CHECK-VERDICT: verified
#pragma omp for
    for (int i = 0; i < n; i++) {
      for (int j = 0; j < d; j++) {
        residual[j] = x[i * d + j];
        second[j] = 2 * residual[j];
      }
      out[i] = second[d - 1];
    }
  }
}

float cleared_rows(int n, int d) {
  auto rows = std::make_unique<float[]>(n * d);
  // Each iteration clears its own row of d cells.
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    memset(rows.get() + i * d, 0, sizeof(float) * d);
  return rows[0];
}

void scratch_of_each_thread(int n, int d, float *out) {
  // CHECK-REGION: verified
#pragma omp parallel
  {
    auto buffer = std::make_unique<float[]>(d);
    // CHECK-VERDICT: verified
#pragma omp for
    for (int i = 0; i < n; i++) {
      memset(buffer.get(), 0, sizeof(float) * d);
      buffer[d - 1] = i;
      out[i] = buffer[0];
    }
  }
}

void one_scratch_for_all(int n, int d, float *out) {
  std::unique_ptr<float[]> buffer(new float[d]);
  // One buffer, function-wide, shared by the threads: a slice of a new
  // buffer per thread would do (not rewritten for a std::unique_ptr).
  // CHECK-VERDICT: fixable
  // CHECK-WITNESS: buffer race certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'buffer'
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    buffer[0] = i;
    out[i] = buffer[0];
  }
}

void adopted(double *p, long n) {
  std::unique_ptr<double[]> a(p);
  // CHECK-VERDICT: unknown
  // CHECK-REASON: std::unique_ptr 'a' may own memory that another name reaches (it is given a pointer, moved, released or passed on)
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop
#pragma omp parallel for
  for (long i = 0; i < n; ++i)
    a[i] = p[n - 1 - i];
  a.release();
}
