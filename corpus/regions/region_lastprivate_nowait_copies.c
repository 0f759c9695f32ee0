// Two worksharing loops with lastprivate(x) nowait in one region: each iteration writes its thread's copy of x, which races with nothing; what races is the copy-out, the write of x by the thread running the last iteration at the loop's end.
// With schedule(static) and one trip count, the last iterations of both loops run on one thread: its copy-outs are in program order, and the region is right.
double static_pairs(int n, double *a, double *b)
{
  double x = 0.0;
  // CHECK-REGION: verified
#pragma omp parallel
  {
    // CHECK-VERDICT: verified
#pragma omp for schedule(static) lastprivate(x) nowait
    for (int i = 0; i < n; i++) {
      x = 2.0 * a[i];
      a[i] = x;
    }
    // CHECK-VERDICT: verified
#pragma omp for schedule(static) lastprivate(x) nowait
    for (int i = 0; i < n; i++) {
      x = 3.0 * b[i];
      b[i] = x;
    }
  }
  return x;
}

// Without a schedule the two last iterations may run on two threads, and
// nothing orders their copy-outs: a race between the writes of x at the
// loops' ends, shown at the last iterations (i = 0 for n = 1).
double any_schedule(int n, double *a, double *b)
{
  double x = 0.0;
  // CHECK-REGION: violation
  // CHECK-WITNESS: x race certain
  // CHECK-MESSAGES: :[[@LINE+5]]:1: error: data race on shared variable 'x' between the threads of the parallel region
  // CHECK-MESSAGES: :[[@LINE+7]]:1: note: the thread running iteration i = 0 writes its lastprivate copy back to 'x'
  // CHECK-MESSAGES: :[[@LINE+12]]:1: note: the thread running iteration i = 0 writes its lastprivate copy back to 'x'
  // CHECK-MESSAGES: :[[@LINE+2]]:1: note: no data-sharing attribute of 'x' removes this conflict
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: a construct can
#pragma omp parallel
  {
    // CHECK-VERDICT: verified
#pragma omp for lastprivate(x) nowait
    for (int i = 0; i < n; i++) {
      x = 2.0 * a[i];
      a[i] = x;
    }
    // CHECK-VERDICT: verified
#pragma omp for lastprivate(x) nowait
    for (int i = 0; i < n; i++) {
      x = 3.0 * b[i];
      b[i] = x;
    }
  }
  return x;
}

// The copy-out of a nowait loop races with another thread's read of x
// before the next barrier (here the thread of a single nowait).
double read_after_nowait(int n, double *a, double *b)
{
  double x = 0.0;
  // CHECK-REGION: violation
  // CHECK-WITNESS: x race certain
  // CHECK-MESSAGES: :[[@LINE+5]]:1: error: data race on shared variable 'x' between the threads of the parallel region
  // CHECK-MESSAGES: :[[@LINE+7]]:1: note: the thread running iteration i = 0 writes its lastprivate copy back to 'x'
  // CHECK-MESSAGES: :[[@LINE+12]]:12: note: the thread running the single reads 'x'
  // CHECK-MESSAGES: :[[@LINE+2]]:1: note: no data-sharing attribute of 'x' removes this conflict
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: a construct can
#pragma omp parallel
  {
    // CHECK-VERDICT: verified
#pragma omp for lastprivate(x) nowait
    for (int i = 0; i < n; i++) {
      x = 2.0 * a[i];
      a[i] = x;
    }
#pragma omp single nowait
    b[0] = x;
  }
  return x;
}
