// C++: expansion and forwarding in function templates (an expansion's cost is sizeof(*tmp) times its cells: the instantiations' cells differ in size). Each instantiation is checked and needs the same rewrite, which spells types as the template does (`auto`, `decltype`), never as one instantiation has them (a `float` temporary in the `double` instantiation would round its values). `delete[]` ends a buffer's life as `free` does: nothing reads its cells afterwards, so no copy back.
#include <cstdlib>
#include <omp.h>

template <class T>
void smooth(int n, int m, const T *a, T *b)
{
  T *tmp = new T[m];
  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: tmp declared=shared required=expand status=missing bytes=sizeof(*tmp)*m
  // CHECK-FIXED: #pragma omp parallel for
  // CHECK-MESSAGES: :[[@LINE+3]]:1: remark: assuming that 'a' and 'b' do not overlap
  // CHECK-MESSAGES: :[[@LINE+2]]:1: error: data race on shared variable 'tmp'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 'tmp' points to memory that no clause gives each thread a copy of; each thread can use a slice of a new buffer instead (m cells, sizeof(*tmp) * m bytes per thread){{$}}
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < m; j++)
      tmp[j] = a[i * m + j] * 2;
    for (int j = 0; j < m; j++)
      b[i * m + j] = tmp[j] + tmp[m - 1 - j];
  }
  delete[] tmp;
}
template void smooth<float>(int, int, const float *, float *);
template void smooth<double>(int, int, const double *, double *);

template <class T>
void differences(int n, const T *a, T *b, T first)
{
  T prev = first;
  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: prev declared=shared required=forward status=missing
  // CHECK-FIXED: #pragma omp parallel for private(prev)
  // CHECK-MESSAGES: :[[@LINE+3]]:1: remark: assuming that 'a' and 'b' do not overlap
  // CHECK-MESSAGES: :[[@LINE+2]]:1: error: data race on shared variable 'prev'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 'prev' can be forwarded
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    b[i] = a[i] - prev;
    prev = a[i];
  }
}
template void differences<float>(int, const float *, float *, float);
template void differences<double>(int, const double *, double *, double);
