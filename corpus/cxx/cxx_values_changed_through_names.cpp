// A local changed through another name (a reference bound to it, a call taking it by non-const reference, a callee's pointer parameter given the caller's array) holds no value the model knows: the subscripts it makes are not those of its initial value. A review found each verified, or a certain race, before.
static void bump(int &x) { x++; }
static int mark(double *a, const int *idx)
{
  a[idx[0]] = 1.0;
  return 10;
}

void through_names(double *a, int n)
{
  // Iteration i writes a[5 * i .. 5 * i + 9]: iterations i and i + 1 both write a[5 * i + 5].
  // CHECK-VERDICT: unknown
  // CHECK-REASON-KIND: possible-race
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: possible data race on shared variable 'a'
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    int k = 5 * i;
    int &rk = k;
    for (int j = 0; j < 10; j++) {
      a[k] = 1.0;
      rk++;
    }
  }

  // CHECK-VERDICT: unknown
  // CHECK-REASON-KIND: possible-race
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: possible data race on shared variable 'a'
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    int k = 5 * i;
    for (int j = 0; j < 10; j++) {
      a[k] = 1.0;
      bump(k);
    }
  }

  // Each iteration writes its own a[i]: no race, and no certain one.
  // CHECK-VERDICT: unknown
  // CHECK-REASON-KIND: possible-race
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: possible data race on shared variable 'a'
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    int idx[1];
    idx[0] = i;
    mark(a, idx);
  }
}
