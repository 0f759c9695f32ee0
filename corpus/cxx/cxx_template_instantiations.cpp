// A loop in a function template is checked once per instantiation and reported once; each instantiation has the same race.
template <typename T> void shift_sum(int n, T *a)
{
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: a race
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: data race on shared variable 'a' (in 'shift_sum<double>')
  // CHECK-MESSAGES: :[[@LINE+4]]:5: note: iteration i = 1 writes 'a[i]'
  // CHECK-MESSAGES: :[[@LINE+3]]:12: note: iteration i = 2 reads 'a[i - 1]'
#pragma omp parallel for
  for (int i = 1; i < n; i++)
    a[i] = a[i - 1] + a[i];
}

template void shift_sum<double>(int, double *);
template void shift_sum<float>(int, float *);
