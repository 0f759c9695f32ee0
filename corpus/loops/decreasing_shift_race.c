// Inserting at the front by shifting right, written as a decreasing loop: right sequentially, a race in parallel.
void insert_front(int n, double *a, double v)
{
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: a race
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: data race on shared variable 'a'
  // CHECK-MESSAGES: :[[@LINE+4]]:5: note: iteration i = {{[0-9]+}} writes 'a[i]'
  // CHECK-MESSAGES: :[[@LINE+3]]:12: note: iteration i = {{[0-9]+}} reads 'a[i - 1]'
#pragma omp parallel for
  for (int i = n - 1; i > 0; i--)
    a[i] = a[i - 1];
  a[0] = v;
}
