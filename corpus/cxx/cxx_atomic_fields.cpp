// A std::atomic field (`stats.done++`, `s->total.fetch_add(i)`, `hits++` in a member function) and an element of an array, pointer or std::vector of atomics (`counts[bin[i]]++`, a histogram) are values their operations access atomically, as a std::atomic variable is: the field is a scalar of its own (Extractor::fieldVariable) and each operation a statement under an atomic construct (Extractor::atomicCall). A struct given by reference to a callee visited in place keeps its fields unless that callee changes it whole. (Once every member call of an atomic field stopped the loop: "call to 'operator++', which may access memory (a member function of a system header)"; and a field of a struct passed by reference to a followed callee was "access to a struct member 's.plain'".)
#include <atomic>
#include <vector>

struct Stats {
  std::atomic<int> done{0};
  std::atomic<long> total{0};
  long plain = 0;
};

void count_fields(int n, Stats &s)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    s.done++;
    s.total.fetch_add(i);
  }
}

// A plain field beside the atomic ones races.
void plain_beside(int n, Stats *s)
{
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: s->plain race certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 's->plain'
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    s->done++;
    s->plain += i;
  }
}

static void record(Stats &s, int i) { s.total += i; }

void through_callee(int n, Stats &s)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    record(s, i);
}

static void record_plain(Stats &s, int i) { s.plain += i; }

void plain_through_callee(int n, Stats &s)
{
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: s.plain race certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 's.plain'
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    record_plain(s, i);
}

// A callee that assigns the struct whole changes every field there: after
// `point_at(a, c)`, `a.p` is c's array, no longer the one before.
struct Buffer {
  double *p;
};

static void point_at(Buffer &b, const Buffer &other) { b = other; }

void repointed(int n, Buffer &a, Buffer &c)
{
  // CHECK-VERDICT: unknown
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    point_at(a, c);
    a.p[i] = 1.0;
  }
}

struct Counter {
  std::atomic<int> hits{0};
  void run(int n)
  {
    // CHECK-VERDICT: verified
#pragma omp parallel for
    for (int i = 0; i < n; i++)
      hits++;
  }
};

void region(Stats *s)
{
  // CHECK-REGION: verified
#pragma omp parallel
  {
    s->done.fetch_add(1, std::memory_order_relaxed);
  }
}

// A load that is not relaxed may see another thread's store: the order it
// gives is not modelled.
void load_in_region(Stats *s, int *seen)
{
  // CHECK-REGION: unknown
  // CHECK-REASON: synchronization through std::atomic 's->done' (line 106) is not modelled yet
  // CHECK-REASON-KIND: construct
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this parallel region
#pragma omp parallel
  {
    s->done++;
    seen[0] = s->done.load();
  }
}

// An element of an array or pointer of atomics: updates by + commute.
void histogram(int n, const int *bin, std::atomic<int> *counts)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    counts[bin[i]]++;
}

void local_histogram(int n, const int *bin, int *out)
{
  std::atomic<int> counts[16];
  for (int k = 0; k < 16; k++)
    counts[k] = 0;
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    counts[bin[i] & 15].fetch_add(1);
  for (int k = 0; k < 16; k++)
    out[k] = counts[k];
}

void vector_histogram(int n, const int *bin, int *out)
{
  std::vector<std::atomic<int>> counts(16);
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    counts[bin[i] & 15]++;
  for (int k = 0; k < 16; k++)
    out[k] = counts[k].load();
}

// The value a relaxed update returns, used: the order of the threads.
void tickets(int n, std::atomic<int> *next, int *order)
{
  // CHECK-VERDICT: violation
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: the value of
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    order[i] = next[0].fetch_add(1, std::memory_order_relaxed);
}

// A compare-and-exchange that fails stores what it saw in its expected
// value: every iteration writes the shared `seen` (a review found this
// `verified`).
void exchange_shared_expected(int n, std::atomic<int> *c)
{
  int seen = 0;
  // CHECK-VERDICT: unknown
  // CHECK-REASON-KIND: possible-race
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: possible data race on shared variable 'seen'
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    c[i].compare_exchange_weak(seen, i, std::memory_order_relaxed);
}

// Acquire and release on success, relaxed on failure: not relaxed, the
// synchronization it may give is not modelled.
void exchange_ordered(int n, std::atomic<int> *c, int *expected)
{
  // CHECK-VERDICT: unknown
  // CHECK-REASON-KIND: construct
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    c[i].compare_exchange_strong(expected[i], 1, std::memory_order_acq_rel,
                                 std::memory_order_relaxed);
}

// Every iteration stores one value: whichever thread stores last, the
// flag holds it (a review found this an order dependence).
struct Flags {
  std::atomic<bool> found{false};
  std::atomic<int> code{0};
};

void set_flag(int n, Flags &f)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    f.found = true;
    f.code.store(3, std::memory_order_relaxed);
  }
}

// Stored where a condition holds, a may-write: the model does not tell
// that the stores left are all of one value.
void set_flag_where(int n, const int *a, Flags &f)
{
  // CHECK-VERDICT: unknown
  // CHECK-REASON-KIND: possible-race
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: the value of 'f.found' may depend on the order
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    if (a[i] < 0)
      f.found = true;
}
