// An orphaned `for` binds to the team of a caller's region, and its check
// takes what a pointer parameter points to as memory the team shares: the
// usual caller passes every thread the same array. A call of this file
// made by every thread of a region may instead pass each thread a pointer
// of its own (a buffer the thread allocated, a local array of the region,
// a private copy). The iterations of different threads then use different
// memory, and the conflict the shared reading finds is no race: the loop is
// unknown, never a race. Before, each was a false certain "data race on
// shared variable 'buf'" (TSan finds none).
#include <omp.h>

void work(double *buf, const double *a, double *b, int n)
{
  // CHECK-VERDICT: unknown
  // CHECK-REASON: 'buf' points to memory that a call of this file, made by every thread of a parallel region, gives each thread for itself
  // CHECK-REASON-KIND: construct
  // CHECK-MESSAGES: :[[@LINE+1]]:3: warning: cannot check this loop: {{.*}}
  #pragma omp for
  for (int i = 0; i < n; i++) {
    buf[0] = a[i];
    b[i] = 2 * buf[0];
  }
}

void run_with_scratch(const double *a, double *b, int n)
{
  // CHECK-REGION: unknown
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this parallel region: {{.*}}
#pragma omp parallel
  {
    double *buf = new double[4];
    work(buf, a, b, n);
    delete[] buf;
  }
}

// A local array of the region, given by its address.
void work_local(double *acc, const double *a, double *b, int n)
{
  // CHECK-VERDICT: unknown
  // CHECK-REASON: 'acc' points to memory that a call of this file
  // CHECK-MESSAGES: :[[@LINE+1]]:3: warning: cannot check this loop: {{.*}}
  #pragma omp for
  for (int i = 0; i < n; i++) {
    acc[1] = a[i];
    b[i] = acc[1];
  }
}

void run_with_local(const double *a, double *b, int n)
{
  // The region itself is right: each thread's array is its own.
  // CHECK-REGION: verified
#pragma omp parallel
  {
    double acc[2];
    work_local(&acc[0], a, b, n);
  }
}

// The same pointer for every thread (the region shares it): the race is
// the team's, as for any caller the file does not show.
void work_shared(double *buf, const double *a, double *b, int n)
{
  // CHECK-VERDICT: violation
  // CHECK-MESSAGES: :[[@LINE+2]]:3: error: data race on shared variable 'buf'
  // CHECK-MESSAGES: :[[@LINE+3]]:5: note: iteration i = 0 writes 'buf[0]'
  #pragma omp for
  for (int i = 0; i < n; i++) {
    buf[0] = a[i];
    b[i] = 2 * buf[0];
  }
}

void run_shared(double *s, const double *a, double *b, int n)
{
  // CHECK-REGION: verified
#pragma omp parallel
  {
    work_shared(s, a, b, n);
  }
}

// A `private` pointer that each thread sets to a buffer of its own.
void work_private(double *buf, const double *a, double *b, int n)
{
  // CHECK-VERDICT: unknown
  // CHECK-REASON: 'buf' points to memory that a call of this file
  // CHECK-MESSAGES: :[[@LINE+1]]:3: warning: cannot check this loop: {{.*}}
  #pragma omp for
  for (int i = 0; i < n; i++) {
    buf[0] = a[i];
    b[i] = buf[0];
  }
}

void run_private(double *p, const double *a, double *b, int n)
{
  // CHECK-REGION: unknown
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this parallel region: {{.*}}
#pragma omp parallel private(p)
  {
    p = new double[1];
    work_private(p, a, b, n);
    delete[] p;
  }
}

// A `firstprivate` copy of a shared pointer: every thread's holds the
// same address, and the race is the team's.
void work_firstprivate(double *buf, const double *a, double *b, int n)
{
  // CHECK-VERDICT: violation
  // CHECK-MESSAGES: :[[@LINE+1]]:3: error: data race on shared variable 'buf'
  #pragma omp for
  for (int i = 0; i < n; i++) {
    buf[0] = a[i];
    b[i] = buf[0];
  }
}

void run_firstprivate(double *p, const double *a, double *b, int n)
{
  // CHECK-REGION: verified
#pragma omp parallel firstprivate(p)
  work_firstprivate(p, a, b, n);
}

// A `firstprivate` copy that each thread moves to a slot of its own.
double slots[400];

void work_stepped(double *buf, const double *a, double *b, int n)
{
  // CHECK-VERDICT: unknown
  // CHECK-REASON: 'buf' points to memory that a call of this file
  // CHECK-MESSAGES: :[[@LINE+1]]:3: warning: cannot check this loop: {{.*}}
  #pragma omp for
  for (int i = 0; i < n; i++) {
    buf[0] = a[i];
    b[i] = buf[0];
  }
}

void run_stepped(const double *a, double *b, int n)
{
  double *p = slots;
  // (Where the region sees the call, each thread's slot is its own.)
  // CHECK-REGION: verified
#pragma omp parallel firstprivate(p)
  {
    p += 4 * omp_get_thread_num();
    work_stepped(p, a, b, n);
  }
}
