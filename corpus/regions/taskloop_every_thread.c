// A taskloop that every thread of a parallel region meets makes every thread's tasks of it: each thread's instance runs its iterations side by side and waits for them at its end, and the threads' instances run side by side. Both are checked: atomic updates of one operator are verified, a plain update of a shared counter races; a reduction or lastprivate clause (each thread's copies given back at once) stays unknown.
int count_twice(int n)
{
  int hits = 0;
  // CHECK-REGION: verified
#pragma omp parallel shared(hits)
  {
    // CHECK-VERDICT: verified
#pragma omp taskloop
    for (int i = 0; i < n; ++i) {
#pragma omp atomic
      hits++;
    }
  }
  return hits;
}

void fill(int n, double *restrict a)
{
  // Every thread's instance writes every a[i]: the threads race.
  // CHECK-REGION: violation
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'a' between the threads of the parallel region
#pragma omp parallel
  {
    // CHECK-VERDICT: verified
#pragma omp taskloop
    for (int i = 0; i < n; ++i)
      a[i] = 2.0 * i;
  }
}

// No clause of the region helps either: a copy of hits per thread would be
// firstprivate in the tasks, which would lose their updates.
int count_plain(int n)
{
  int hits = 0;
  // CHECK-REGION: violation
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'hits' between the threads of the parallel region
#pragma omp parallel shared(hits)
  {
    // Each thread's tasks race on hits; no reduction of the taskloop
    // helps (every thread's instance would give it back at once).
    // CHECK-VERDICT: violation
    // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'hits'
#pragma omp taskloop
    for (int i = 0; i < n; ++i)
      hits++;
  }
  return hits;
}

int reduce(int n, const int *a)
{
  int sum = 0;
  // CHECK-REGION: unknown
  // CHECK-REASON: with a 'reduction' clause
  // CHECK-REASON-KIND: clause
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this parallel region: '#pragma omp taskloop' met by every thread
#pragma omp parallel
  {
    // CHECK-VERDICT: unknown
    // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: '#pragma omp taskloop' met by every thread
#pragma omp taskloop reduction(+: sum)
    for (int i = 0; i < n; ++i)
      sum += a[i];
  }
  return sum;
}

// A simd loop every thread runs, on the region's shared sum: the loop
// alone needs a reduction, and the threads race.
double simd_sum(int n, const double *a)
{
  double s = 0.0;
  // CHECK-REGION: fixable
  // CHECK-FIXED: #pragma omp parallel reduction(+: s)
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 's' between the threads of the parallel region
#pragma omp parallel
  {
    // CHECK-VERDICT: fixable
    // CHECK-FIXED: #pragma omp simd reduction(+: s)
    // CHECK-MESSAGES: :[[@LINE+1]]:1: error: the lanes of the simd loop break the order of the accesses to shared variable 's'
#pragma omp simd
    for (int i = 0; i < n; ++i)
      s += a[i];
  }
  return s;
}
