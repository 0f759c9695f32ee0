// Clang's atomic builtins (GNU's __atomic_* and __sync_*, C11's
// __c11_atomic_*) access the one cell their pointer names atomically, as
// `#pragma omp atomic` does: two of them never race, one and a plain
// access of the cell do. Before, an __atomic_* builtin (an AtomicExpr)
// touched nothing in the model: a plain read of the cell it updates was
// `verified`. What they may synchronize (a fence, a flag lock, a value
// used) is unknown. __builtin_prefetch touches no cell; __builtin_memcpy
// is memcpy.
#define N 64
int a[N], count[N], out[N];
long total;
double b[N + 8], c[2 * N];

void histogram(void)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < N; i++)
    __sync_fetch_and_add(&count[a[i] % N], 1);

  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < N; i++)
    __atomic_add_fetch(&total, a[i], __ATOMIC_RELAXED);

  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < N; i++)
    __c11_atomic_fetch_sub((_Atomic long *)&total, a[i], __ATOMIC_SEQ_CST);
}

void atomic_and_plain(void)
{
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: total race certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'total'
#pragma omp parallel for
  for (int i = 0; i < N; i++) {
    __atomic_fetch_add(&total, a[i], __ATOMIC_RELAXED);
    out[i] = (int)total;
  }

  // CHECK-VERDICT: violation
  // CHECK-WITNESS: count race certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'count'
#pragma omp parallel for
  for (int i = 0; i < N - 1; i++) {
    __atomic_store_n(&count[i], a[i], __ATOMIC_RELAXED);
    count[i + 1] = 0;
  }
}

void synchronizing(void)
{
  // The slot an update hands out orders what the thread writes next.
  // CHECK-VERDICT: unknown
  // CHECK-REASON: synchronization through '__sync_fetch_and_add_8' (line 61) is not modelled yet
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop
#pragma omp parallel for
  for (int i = 0; i < N; i++) {
    long slot = __sync_fetch_and_add(&total, 1);
    out[slot % N] = a[i];
  }

  // CHECK-VERDICT: unknown
  // CHECK-REASON: synchronization through '__sync_lock_test_and_set_4' (line 70) is not modelled yet
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop
#pragma omp parallel for
  for (int i = 0; i < N; i++) {
    while (__sync_lock_test_and_set(&count[0], 1))
      ;
    out[0] += a[i];
    __sync_lock_release(&count[0]);
  }
}

void hints_and_copies(void)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < N; i++) {
    __builtin_prefetch(&b[i + 8]);
    b[i] = 2.0 * b[i];
  }

  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < N; i++)
    __builtin_memcpy(&c[2 * i], &c[2 * i + 1], sizeof(double));

  // CHECK-VERDICT: violation
  // CHECK-WITNESS: c race certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'c'
#pragma omp parallel for
  for (int i = 0; i < N; i++)
    __builtin_memcpy(&c[i], &c[i + 1], sizeof(double));
}
