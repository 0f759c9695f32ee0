// A task reaches the copy of the thread that created it: a local the creating thread declares in the region and shares with its task (`shared(x)`) is that thread's own. Written by the task and read by the creating thread after a `taskwait`, it carries no value between threads (an older false certain error, "private variable carries a value from one thread to another"). A task that may outlive the block of a local it reaches (no `taskwait` follows it there) is unknown. A task and its creator, or two of its tasks, that reach that copy with nothing between them (no `taskwait`) race on it; the model does not fix which thread runs a task or when, so such a race is possible, not certain. Where every thread makes such a task, the model does not tell the threads' instances apart: possible too.
void waited(int n, long *out) {
  // CHECK-REGION: verified
#pragma omp parallel
#pragma omp single
  {
    long x, y;
#pragma omp task shared(x)
    x = n + 1;
    y = n + 2;
#pragma omp taskwait
    out[0] = x + y;
  }
}

void not_waited(int n, long *out) {
  // (Nothing waits for the task before x's block ends: it may read and
  // write a dead x, whatever else races.)
  // CHECK-REGION: unknown
  // CHECK-REASON: '#pragma omp task' may run after the scope of 'x', which it reaches, ends (no 'taskwait' follows it in that scope)
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this parallel region: '#pragma omp task' may run after the scope of 'x'
#pragma omp parallel
#pragma omp single
  {
    long x, y;
#pragma omp task shared(x)
    x = n + 1;
    y = n + 2;
    out[0] = x + y;
  }
}

void two_tasks_waited(int n, long *out) {
  // (The two tasks write x at the same time: which value is left is not
  // the sequential n + 2.)
  // CHECK-REGION: unknown
  // CHECK-WITNESS: x race possible
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: possible data race on shared variable 'x'
#pragma omp parallel
#pragma omp single
  {
    long x = 0;
#pragma omp task shared(x)
    x = n + 1;
#pragma omp task shared(x)
    x = n + 2;
#pragma omp taskwait
    out[0] = x;
  }
}

void creator_writes_while_task_reads(int n, long *out) {
  // CHECK-REGION: unknown
  // CHECK-WITNESS: x race possible
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: possible data race on shared variable 'x'
#pragma omp parallel
#pragma omp single
  {
    long x = 0;
#pragma omp task shared(x)
    out[1] = x;
    x = n;
#pragma omp taskwait
    out[0] = x;
  }
}

void every_thread_waits(int n, long *out) {
  // (Each thread makes its own task for its own x: no race. The model
  // does not tell the threads' task instances apart yet, so what it shows
  // is possible only, never certain.)
  // CHECK-REGION: unknown
  // CHECK-WITNESS: x race possible
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: possible data race on shared variable 'x'
#pragma omp parallel
  {
    long x = 0;
#pragma omp task shared(x)
    x = n;
#pragma omp taskwait
#pragma omp atomic
    out[0] += x;
  }
}

void counter_in_task(double *a, int n) {
  // (Each task's loop counter is its own.)
  // CHECK-REGION: verified
#pragma omp parallel
#pragma omp single
  for (int b = 0; b < n; b += 64) {
#pragma omp task
    for (int i = b; i < b + 64 && i < n; i++)
      a[i] *= 2;
  }
}

void blocks_share_a_slot(int n, long *out) {
  // (x's block ends before its task runs: the compiler may give y x's
  // place.)
  // CHECK-REGION: unknown
  // CHECK-REASON: '#pragma omp task' may run after the scope of 'x'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this parallel region: '#pragma omp task' may run after the scope of 'x'
#pragma omp parallel
#pragma omp single
  {
    {
      long x = n;
#pragma omp task shared(x)
      out[0] = x;
    }
    {
      long y = 2 * n;
#pragma omp task shared(y)
      out[1] = y;
    }
  }
}

void updates_under_critical(int n, long *out) {
  // (Both updates are under one critical: no race, either order gives
  // n + 1. The model does not show that the order does not matter here:
  // possible, not the older certain error.)
  // CHECK-REGION: unknown
  // CHECK-WITNESS: x flow possible
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: private variable 'x' may carry a value from one thread to another
#pragma omp parallel
#pragma omp single
  {
    long x = 0;
#pragma omp task shared(x)
    {
#pragma omp critical
      x += n;
    }
#pragma omp critical
    x += 1;
#pragma omp taskwait
    out[0] = x;
  }
}

void through_a_shared_pointer(int n, long *out) {
  long *p;
  // CHECK-REGION: unknown
  // CHECK-REASON: '#pragma omp task' may run after the scope of 'x'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this parallel region: '#pragma omp task' may run after the scope of 'x'
#pragma omp parallel
#pragma omp single
  {
    {
      long x = n;
      p = &x;
#pragma omp task
      out[0] = *p;
    }
    {
      long y = 2 * n;
#pragma omp task shared(y)
      out[1] = y;
#pragma omp taskwait
    }
  }
}

static void returns_before_the_wait(long *out, int n) {
  long x = n;
  if (n > 0) {
#pragma omp task shared(x)
    out[0] = x;
    return;
  }
#pragma omp taskwait
}

void early_return(int n, long *out) {
  // (The return leaves before the taskwait runs.)
  // CHECK-REGION: unknown
  // CHECK-REASON: '#pragma omp task' may run after the scope of 'x'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this parallel region: '#pragma omp task' may run after the scope of 'x'
#pragma omp parallel
#pragma omp single
  returns_before_the_wait(out, n);
}

void waited_by_a_taskgroup(int n, long *out) {
  // CHECK-REGION: verified
#pragma omp parallel
#pragma omp single
  {
    long x = n;
#pragma omp taskgroup
    {
#pragma omp task shared(x)
      out[0] = x;
    }
    out[1] = x;
  }
}

void waited_by_the_single_s_barrier(int n, long *out) {
  // (The end of the single is a barrier, which ends its tasks, before
  // x's block ends.)
  // CHECK-REGION: verified
#pragma omp parallel
  {
    long x = n;
#pragma omp single
    {
#pragma omp task shared(x)
      out[0] = x;
    }
  }
}
