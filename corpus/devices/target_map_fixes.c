// The map clause a variable needs (issue 16): where the map clause of a target construct's own directive leaves the host or the device with stale data, and another map-type makes the copy transparent (every condition checked again with it), the finding comes with the cheapest such map-type as its fix: 'from' where the device writes every mapped cell, 'to' where it only reads, 'tofrom' where it needs both. A reduction clause on a combined target construct maps its variable tofrom already: no map fix there; clang 19 does not map a lastprivate one (its last value stays in the target's copy), which gets both clauses. Stale data that no map-type removes (host code inside 'target data', a clause of a construct around the loop) stays a violation: target_stale_data.c, target_map_not_transparent.c.

// The device writes every cell of a and the host reads one afterwards.
void fill(int n, double *restrict a, double *restrict last)
{
  if (n < 1)
    return;
  // CHECK-VERDICT: fixable
  // CHECK-WITNESS: a stale-data certain
  // CHECK-FIXED: #pragma omp target teams distribute parallel for map(from: a[0:n])
  // CHECK-MESSAGES: :[[@LINE+4]]:1: error: stale data: the target code writes 'a', and code after it reads it in the other memory, which never gets that value (no map clause or 'target update' moves it) [ompfix-stale-data]
  // CHECK-MESSAGES: :[[@LINE+5]]:5: note: the target code writes 'a[i]'
  // CHECK-MESSAGES: :[[@LINE+5]]:13: note: code after it reads 'a[n - 1]'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 'a' needs 'map(from: a[0:n])'
#pragma omp target teams distribute parallel for map(to: a[0:n])
  for (int i = 0; i < n; i++)
    a[i] = 2.0 * i;
  last[0] = a[n - 1];
}

// Only the even cells are written: the odd ones must come back as they
// went in, so 'from' (which would bring them back undefined) is not enough.
void fill_even(int n, double *restrict a, double *restrict last)
{
  if (n < 2)
    return;
  // CHECK-VERDICT: fixable
  // CHECK-WITNESS: a stale-data certain
  // CHECK-FIXED: #pragma omp target teams distribute parallel for map(tofrom: a[0:n])
  // CHECK-MESSAGES: :[[@LINE+2]]:1: error: stale data: the target code writes 'a'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 'a' needs 'map(tofrom: a[0:n])'
#pragma omp target teams distribute parallel for map(to: a[0:n])
  for (int i = 0; i < n / 2; i++)
    a[2 * i] = 2.0 * i;
  last[0] = a[0] + a[1];
}

// x is only read: 'from' never copies the caller's values in.
void scale(int n, const double *restrict x, double *restrict y)
{
  // CHECK-VERDICT: fixable
  // CHECK-WITNESS: x stale-data certain
  // CHECK-FIXED: #pragma omp target teams distribute parallel for map(from: y[0:n]) map(to: x[0:n])
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: stale data: the target code reads 'x' as the function was given it, which the other memory never gets (no map clause or 'target update' moves it) [ompfix-stale-data]
  // CHECK-MESSAGES: :[[@LINE+4]]:18: note: the target code reads 'x[i]'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 'x' needs 'map(to: x[0:n])'
#pragma omp target teams distribute parallel for map(from: x[0:n]) map(from: y[0:n])
  for (int i = 0; i < n; i++)
    y[i] = 3.0 * x[i];
}

// 'alloc' gives the device room, not the values.
void shift(int n, const double *restrict x, double *restrict y)
{
  // CHECK-VERDICT: fixable
  // CHECK-FIXED: #pragma omp target teams distribute parallel for map(tofrom: y[0:n]) map(to: x[0:n])
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: stale data: the target code reads 'x'
#pragma omp target teams distribute parallel for map(alloc: x[0:n]) map(tofrom: y[0:n])
  for (int i = 0; i < n; i++)
    y[i] = x[i] + 1.0;
}

// The caller reads what the device writes.
void init(int n, double *restrict a)
{
  // CHECK-VERDICT: fixable
  // CHECK-WITNESS: a stale-data certain
  // CHECK-FIXED: #pragma omp target teams distribute parallel for map(from: a[0:n])
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: stale data: the target code writes 'a', and the caller reads it in the other memory
  // CHECK-MESSAGES: :[[@LINE+2]]:1: note: the caller sees 'a' after the function returns
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 'a' needs 'map(from: a[0:n])'
#pragma omp target teams distribute parallel for map(to: a[0:n])
  for (int i = 0; i < n; i++)
    a[i] = 0.5 * i;
}

// A scalar's default on a target construct is firstprivate: what the
// region writes in it stays on the device.
void count_in_region(int n, int *restrict out)
{
  int count = 0;
  // CHECK-REGION: fixable
  // CHECK-WITNESS: count stale-data certain
  // CHECK-FIXED: #pragma omp target parallel map(from: count)
  // CHECK-MESSAGES: :[[@LINE+2]]:1: error: stale data: the target code writes 'count', and code after it reads it
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 'count' needs 'map(from: count)'
#pragma omp target parallel
  {
#pragma omp single
    count = n;
  }
  out[0] = count;
}

// t needs lastprivate, which clang 19 does not map on a combined target
// construct: the map clause too ('tofrom': the loop may not run, and then
// t must come back as it went in).
void last_value(int n, const double *restrict x, double *restrict out)
{
  double t = 0.0;
  // CHECK-VERDICT: fixable
  // CHECK-FIXED: #pragma omp target teams distribute parallel for map(to: x[0:n]) lastprivate(t) map(tofrom: t)
  // CHECK-MESSAGES: :[[@LINE+4]]:1: error: data race on shared variable 't' [ompfix-missing-private]
  // CHECK-MESSAGES: :[[@LINE+3]]:1: note: 't' needs 'lastprivate(t)'
  // CHECK-MESSAGES: :[[@LINE+2]]:1: error: stale data: the target code writes 't', and code after it reads it
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 't' needs 'map(tofrom: t)'
#pragma omp target teams distribute parallel for map(to: x[0:n])
  for (int i = 0; i < n; i++)
    t = x[i];
  out[0] = t;
}

// One item of a clause with two: the other keeps its map-type.
void two_items(int n, double *restrict a, const double *restrict b,
               double *restrict out)
{
  if (n < 1)
    return;
  // CHECK-VERDICT: fixable
  // CHECK-FIXED: #pragma omp target teams distribute parallel for map(to: b[0:n]) map(from: a[0:n])
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: stale data: the target code writes 'a'
#pragma omp target teams distribute parallel for map(to: a[0:n], b[0:n])
  for (int i = 0; i < n; i++)
    a[i] = b[i] * 2.0;
  out[0] = a[0];
}

// The clauses are right: nothing to fix.
void right(int n, double *restrict a, const double *restrict b,
           double *restrict out)
{
  double s = 0.0, t = 0.0;
  // CHECK-VERDICT: verified
#pragma omp target teams distribute parallel for map(tofrom: a[0:n]) map(to: b[0:n])
  for (int i = 0; i < n; i++)
    a[i] = a[i] + b[i];
  // A reduction list item is mapped tofrom.
  // CHECK-VERDICT: verified
#pragma omp target teams distribute parallel for map(to: b[0:n]) reduction(+: s)
  for (int i = 0; i < n; i++)
    s += b[i];
  // A lastprivate one with its map clause.
  // CHECK-VERDICT: verified
#pragma omp target parallel for map(to: b[0:n]) lastprivate(t) map(tofrom: t)
  for (int i = 0; i < n; i++)
    t = b[i];
  out[0] = s + t;
}
