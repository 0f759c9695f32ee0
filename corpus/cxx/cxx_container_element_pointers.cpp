// A pointer to an element of a std::vector of numbers or of a local owned array (`float *row = &v[i * d];`) is a pointer into its cells, as `&a[i * d]` is into an array's: each iteration's row of d cells is its own; a row of d + 1 cells overlaps the next one, a race.
#include <memory>
#include <vector>

void rows_of_vector(long n, int d, const float *x) {
  std::vector<float> rel(n * d);
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (long i = 0; i < n; i++) {
    float *row = &rel[i * d];
    for (int j = 0; j < d; j++)
      row[j] = x[i * d + j];
  }
}

void rows_of_owned_array(long n, int d, const float *x) {
  std::unique_ptr<float[]> rel(new float[n * d]);
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (long i = 0; i < n; i++) {
    float *row = &rel[i * d];
    for (int j = 0; j < d; j++)
      row[j] = x[i * d + j];
  }
}

void rows_overlapping(long n, int d, const float *x) {
  std::vector<float> rel(n * d + 1);
  // CHECK-VERDICT: unknown
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop
#pragma omp parallel for
  for (long i = 0; i < n; i++) {
    float *row = &rel[i * d];
    for (int j = 0; j <= d; j++)
      row[j] = x[i * d + j];
  }
}

void next_element(long n, std::vector<double> &v) {
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: v race certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'v'
#pragma omp parallel for
  for (long i = 0; i < n; i++) {
    double *p = &v[i];
    p[1] = p[0] + 1;
  }
}
