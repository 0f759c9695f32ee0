// A function that touches no memory but its own locals computes a value from its arguments alone, whoever calls it; tasks it makes keep it so where each task shares only locals that nothing else touches until a `taskwait` that follows in the same block (the recursive `fib` of every tutorial). Called in a `single`, it is a value: the region is verified. A task left running at a `return`, a local read before the wait, two tasks sharing one local, or a task in a loop keep it from being a value (a recursive one is then unknown; one called once is visited in place, as any function making tasks is), as does a task that writes a global, or another name of a shared local (a C++ reference).
static long fib_seq(int n) { return n < 2 ? n : fib_seq(n - 1) + fib_seq(n - 2); }

static long fib(int n, int cutoff) {
  long x, y;
  if (n < 2)
    return n;
  if (n < cutoff)
    return fib_seq(n);
#pragma omp task shared(x)
  x = fib(n - 1, cutoff);
  y = fib(n - 2, cutoff);
#pragma omp taskwait
  return x + y;
}

static long fib_braced(int n) {
  long x, y;
  if (n < 2) {
    return n;
  } else {
#pragma omp task shared(x) firstprivate(n) if (n > 20)
    { x = fib_braced(n - 1); }
#pragma omp task shared(y)
    { y = fib_braced(n - 2); }
#pragma omp taskwait
    return x + y;
  }
}

static long not_waited(int n) {
  long x = 0, y;
  if (n < 2)
    return n;
#pragma omp task shared(x)
  x = not_waited(n - 1);
  y = not_waited(n - 2);
  return x + y;
}

static long returns_early(int n) {
  long x = 0, y;
  if (n < 2)
    return n;
#pragma omp task shared(x)
  x = returns_early(n - 1);
  if (n > 30)
    return 0;
  y = returns_early(n - 2);
#pragma omp taskwait
  return x + y;
}

static long reads_before_the_wait(int n) {
  long x = 0, y;
  if (n < 2)
    return n;
#pragma omp task shared(x)
  x = reads_before_the_wait(n - 1);
  y = x + reads_before_the_wait(n - 2);
#pragma omp taskwait
  return x + y;
}

static long two_tasks_one_local(int n) {
  long x;
  if (n < 2)
    return n;
#pragma omp task shared(x)
  x = two_tasks_one_local(n - 1);
#pragma omp task shared(x)
  x += two_tasks_one_local(n - 2);
#pragma omp taskwait
  return x;
}

static long task_in_a_loop(int n) {
  long s = 0, x = 0;
  for (int k = 0; k < n; k++) {
#pragma omp task shared(x)
    x = k;
#pragma omp taskwait
    s += x;
  }
  return s;
}

long counter;

// (What a task's own code does counts: a global it updates.)
static long counted(int n) {
  long x, y;
  if (n < 2)
    return n;
#pragma omp task shared(x)
  {
    x = counted(n - 1);
    counter++;
  }
  y = counted(n - 2);
#pragma omp taskwait
  return x + y;
}

// (Another name of a shared local: the parent writes x before the wait.)
static long renamed(int n) {
  long x = 0, y;
  long &rx = x;
  if (n < 2)
    return n;
#pragma omp task shared(x)
  x = renamed(n - 1);
  rx = 7;
  y = renamed(n - 2);
#pragma omp taskwait
  return x + y;
}

void run_others(int n, long *out) {
  // CHECK-REGION: unknown
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this parallel region: a call to 'counted'
#pragma omp parallel
#pragma omp single
  out[0] = counted(n);
  // CHECK-REGION: unknown
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this parallel region: a call to 'renamed'
#pragma omp parallel
#pragma omp single
  out[1] = renamed(n);
}

void run(int n, long *out) {
  // CHECK-REGION: verified
#pragma omp parallel
  {
#pragma omp single
    out[0] = fib(n, 10);
  }
  // CHECK-REGION: verified
#pragma omp parallel
#pragma omp single
  out[1] = fib_braced(n);
  // CHECK-REGION: unknown
  // CHECK-REASON: '#pragma omp task' may run after the scope of 'x', which it reaches, ends
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this parallel region: '#pragma omp task' may run after the scope of 'x'
#pragma omp parallel
#pragma omp single
  out[2] = not_waited(n);
  // CHECK-REGION: unknown
  // (A task left running at the early return: its x dies with the call.)
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this parallel region: '#pragma omp task' may run after the scope of 'x'
#pragma omp parallel
#pragma omp single
  out[3] = returns_early(n);
  // CHECK-REGION: unknown
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this parallel region: a call to 'reads_before_the_wait'
#pragma omp parallel
#pragma omp single
  out[4] = reads_before_the_wait(n);
  // CHECK-REGION: unknown
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this parallel region: a call to 'two_tasks_one_local'
#pragma omp parallel
#pragma omp single
  out[5] = two_tasks_one_local(n);
  // (Not a value, with a task in a loop; but called once, from a single,
  // its body is visited in place: each task is waited for before its x is
  // read.)
  // CHECK-REGION: verified
#pragma omp parallel
#pragma omp single
  out[6] = task_in_a_loop(n);
}
