// A function that writes no memory but its own local scalars (numbers and pointers to numbers as parameters, which it only reads through; calls of itself and of such functions) reads what its pointer arguments reach and computes a value: where its body is not visited in place (a recursive call: `sum(a, n / 2)`, a binary search), the call reads every cell its arguments reach, from wherever in their arrays they point (`a + n / 2`). Loops and regions calling it are checked with those reads; a write of the array they read in another iteration is a possible race, and a recursive function that writes (`sort`) stays unknown.
double sum(const double *a, int n) {
  if (n == 1)
    return a[0];
  return sum(a, n / 2) + sum(a + n / 2, n - n / 2);
}

int search(const int *a, int lo, int hi, int key) {
  if (lo > hi)
    return -1;
  int mid = lo + (hi - lo) / 2;
  if (a[mid] == key)
    return mid;
  return a[mid] < key ? search(a, mid + 1, hi, key)
                      : search(a, lo, mid - 1, key);
}

long task_sum(const long *a, int n) {
  long x, y;
  if (n < 100) {
    long s = 0;
    for (int i = 0; i < n; i++)
      s += a[i];
    return s;
  }
#pragma omp task shared(x)
  x = task_sum(a, n / 2);
#pragma omp task shared(y)
  y = task_sum(a + n / 2, n - n / 2);
#pragma omp taskwait
  return x + y;
}

void sort(int *a, int n) {
  if (n < 2)
    return;
  int pivot = a[n / 2], i = 0, j = n - 1;
  while (i <= j) {
    while (a[i] < pivot)
      i++;
    while (a[j] > pivot)
      j--;
    if (i <= j) {
      int t = a[i];
      a[i] = a[j];
      a[j] = t;
      i++;
      j--;
    }
  }
  sort(a, j + 1);
  sort(a + i, n - i);
}

void row_sums(int n, int m, const double *a, double *restrict s) {
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    s[i] = sum(a + i * m, m);
}

void find_keys(int n, int len, const int *restrict sorted,
               const int *restrict keys, int *restrict at) {
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    at[i] = search(sorted, 0, len - 1, keys[i]);
}

long total(int n, const long *a) {
  long t = 0;
  // CHECK-REGION: verified
#pragma omp parallel
#pragma omp single
  t = task_sum(a, n);
  return t;
}

void normalize_in_place(int n, double *a) {
  // Iteration 0 writes a[0], which every other iteration's sum reads.
  // CHECK-VERDICT: unknown
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: possible data race on shared variable 'a'
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    a[i] = a[i] / sum(a, n);
}

void sort_rows(int n, int m, int *rows) {
  // CHECK-VERDICT: unknown
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: call to 'sort', which may access memory (it is recursive)
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    sort(rows + i * m, m);
}
