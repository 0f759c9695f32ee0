// A function template that the file never instantiates: its loop is still answered, as unknown.
template <typename T> void scale(int n, T *a, T c)
{
  // CHECK-VERDICT: unknown
  // CHECK-REASON: in a template that this file never instantiates
  // CHECK-REASON-KIND: template
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: in a template that this file never instantiates
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    a[i] = c * a[i];
}
