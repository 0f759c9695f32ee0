// Memory from the OpenMP allocators (omp_alloc, omp_aligned_alloc, omp_calloc, omp_aligned_calloc) is fresh, as malloc's is: each pointer that only gets it is an array of its own, and omp_free reads only its arguments.
#include <omp.h>

void saxpy_aligned(int n, float s)
{
  float *x = (float *)omp_aligned_alloc(64, n * sizeof(float), omp_default_mem_alloc);
  float *y = (float *)omp_alloc(n * sizeof(float), omp_default_mem_alloc);
  // CHECK-REGION: verified
#pragma omp parallel
  {
    // CHECK-VERDICT: verified
#pragma omp for simd
    for (int i = 0; i < n; i++) {
      x[i] = i + 1;
      y[i] = i + 1;
    }
    // CHECK-VERDICT: verified
#pragma omp for simd
    for (int i = 0; i < n; i++)
      y[i] = s * x[i] + y[i];
  }
  omp_free(x, omp_default_mem_alloc);
  omp_free(y, omp_default_mem_alloc);
}

void shift_in_calloced(int n)
{
  double *a = (double *)omp_calloc(n, sizeof(double), omp_default_mem_alloc);
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: a race certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'a'
#pragma omp parallel for
  for (int i = 0; i < n - 1; i++)
    a[i] = a[i + 1] + 1.0;
  omp_free(a, omp_default_mem_alloc);
}
