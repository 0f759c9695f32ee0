// The array section of a reduction fix is written as the source writes its bounds: a field (`s->m`, `s.m`), an element of a global array (`dims[1]`), never as the model's parameter names.
struct shape {
  int m;
};

int dims[3];

void field_bound(int n, const struct shape *s, const double *a, double *colsum)
{
  // CHECK-VERDICT: fixable
  // CHECK-FIXED: #pragma omp parallel for reduction(+: colsum[0:s->m])
  // CHECK-MESSAGES: :[[@LINE+3]]:1: remark: assuming that 'a' and 'colsum' do not overlap
  // CHECK-MESSAGES: :[[@LINE+2]]:1: error: data race on shared variable 'colsum'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 'colsum' needs 'reduction(+: colsum[0:s->m])'
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    for (int j = 0; j < s->m; j++)
      colsum[j] += a[i];
}

void global_element_bound(int n, const double *a, double *colsum)
{
  // CHECK-VERDICT: fixable
  // CHECK-FIXED: #pragma omp parallel for reduction(+: colsum[1:dims[1] - 1])
  // CHECK-MESSAGES: :[[@LINE+3]]:1: remark: assuming that 'a' and 'colsum' do not overlap
  // CHECK-MESSAGES: :[[@LINE+2]]:1: error: data race on shared variable 'colsum'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 'colsum' needs 'reduction(+: colsum[1:dims[1] - 1])'
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    for (int j = 1; j < dims[1]; j++)
      colsum[j] += a[i];
}

void struct_value_bound(int n, struct shape s, const double *a, double *colsum)
{
  // CHECK-VERDICT: fixable
  // CHECK-FIXED: #pragma omp parallel for reduction(+: colsum[0:s.m])
  // CHECK-MESSAGES: :[[@LINE+3]]:1: remark: assuming that 'a' and 'colsum' do not overlap
  // CHECK-MESSAGES: :[[@LINE+2]]:1: error: data race on shared variable 'colsum'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 'colsum' needs 'reduction(+: colsum[0:s.m])'
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    for (int j = 0; j < s.m; j++)
      colsum[j] += a[i];
}
