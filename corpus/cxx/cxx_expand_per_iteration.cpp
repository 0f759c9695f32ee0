// C++: a copy per iteration (docs/design/expansion.md) is a pointer to rows of a constant size, which C++ has: where the cells per copy are a number the rewrite casts with static_cast. Where they are a run-time value the copies would need a variable-length array type, which C++ lacks: the expansion is still the fix, and ompfix says why it does not rewrite it. In a template the cells' type differs between instantiations: no rewrite either.
#include <cstdlib>

static double last_band[16];

void last_positive_band(int n, const double *a)
{
  // CHECK-VERDICT: fixable
  // CHECK-WITNESS: last_band race possible
  // CHECK-VARIABLE: last_band declared=shared required=expand status=missing copies=iteration bytes=144
  // CHECK-FIXED: #pragma omp parallel for
  // CHECK-MESSAGES: :[[@LINE+2]]:1: warning: possible data race on shared variable 'last_band'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 'last_band' is needed after the loop with cells from different iterations, which no clause can give; each iteration can use a copy of its own, each cell then taken from the last iteration that wrote it (n copies of 16 cells and a flag each, 144 bytes per copy){{$}}
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    if (a[i * 16] > 0.25)
      for (int j = 0; j < 16; j++)
        last_band[j] = a[i * 16 + j] + i;
  }
}

void last_positive_row(int n, int m, const double *a, double *row)
{
  // CHECK-VERDICT: fixable
  // CHECK-WITNESS: row race possible
  // CHECK-VARIABLE: row declared=shared required=expand status=missing copies=iteration
  // CHECK-FIXED: none
  // CHECK-MESSAGES: :[[@LINE+4]]:1: remark: assuming that 'a' and 'row' do not overlap
  // CHECK-MESSAGES: :[[@LINE+3]]:1: warning: possible data race on shared variable 'row'
  // CHECK-MESSAGES: :[[@LINE+2]]:1: note: 'row' is needed after the loop {{.*}}
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: ompfix does not rewrite this for 'row': the copies would be a variable-length array type, which C++ does not have (their cells are not a number)
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    if (a[i * m] > 0)
      for (int j = 0; j < m; j++)
        row[j] = a[i * m + j];
  }
}

template <class T>
void last_positive_pair(int n, const T *a, T *pair)
{
  // CHECK-VERDICT: fixable
  // CHECK-WITNESS: pair race possible
  // CHECK-VARIABLE: pair declared=shared required=expand status=missing copies=iteration bytes=(sizeof(*pair)+1)*2
  // CHECK-FIXED: none
  // CHECK-MESSAGES: :[[@LINE+4]]:1: remark: assuming that 'a' and 'pair' do not overlap
  // CHECK-MESSAGES: :[[@LINE+3]]:1: warning: possible data race on shared variable 'pair'
  // CHECK-MESSAGES: :[[@LINE+2]]:1: note: 'pair' is needed after the loop {{.*}}
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: ompfix does not rewrite this for 'pair': the copies' type differs between the template's instantiations
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    if (a[2 * i] > 0) {
      pair[0] = a[2 * i];
      pair[1] = a[2 * i + 1];
    }
  }
}
template void last_positive_pair<double>(int, const double *, double *);
