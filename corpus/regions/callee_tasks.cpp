// A function that makes tasks, called where tasks are modelled (a region's code, here in a `single`), is visited in place as its code would be there: its tasks are the region's tasks, its `taskwait` waits for them. Its parameters and locals are each task's own copies (implicitly firstprivate, as Clang marks them in an orphaned task); what a pointer parameter points to is shared. Tasks over disjoint blocks are verified; overlapping blocks are a possible race; a reference parameter a task copies is not modelled, and a task that may outlive the callee's local it shares reads a dead variable (both unknown).
static void scale_part(double *a, int lo, int hi) {
  for (int i = lo; i < hi; i++)
    a[i] *= 2;
}

static void scale_in_tasks(double *a, int n) {
  for (int b = 0; b < n; b += 64) {
#pragma omp task
    scale_part(a, b, b + 64 < n ? b + 64 : n);
  }
#pragma omp taskwait
}

void scale(double *a, int n) {
  // CHECK-REGION: verified
#pragma omp parallel
#pragma omp single
  scale_in_tasks(a, n);
}

static void smooth_in_tasks(double *a, int n) {
  for (int b = 1; b + 64 < n; b += 64) {
#pragma omp task
    for (int i = b; i < b + 64; i++)
      a[i] = a[i - 1] + a[i + 1];
  }
}

void smooth(double *a, int n) {
  // (Two tasks of the loop, b and b + 64, touch a[b + 64]; which
  // instances the region's relations tell apart is over-approximated for
  // tasks made in a loop, as where the loop is written in the region:
  // possible.)
  // CHECK-REGION: unknown
  // CHECK-WITNESS: a race possible
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: possible data race on shared variable 'a' between the threads of the parallel region
#pragma omp parallel
#pragma omp single
  smooth_in_tasks(a, n);
}

static void add_in_task(double &total, const double *a, int n) {
#pragma omp task
  for (int i = 0; i < n; i++)
    total += a[i];
#pragma omp taskwait
}

void sum(const double *a, int n, double *out) {
  double t = 0;
  // (OpenMP makes 'total', a reference parameter, firstprivate in the
  // orphaned task: the task adds to its own copy.)
  // CHECK-REGION: unknown
  // CHECK-REASON: '#pragma omp task' copies what reference 'total' refers to (not modelled yet)
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this parallel region: '#pragma omp task' copies what reference 'total'
#pragma omp parallel
#pragma omp single
  add_in_task(t, a, n);
  *out = t;
}

static void read_later(long *out, int n) {
  long x = n;
#pragma omp task shared(x)
  out[0] = x;
}

void dangling(int n, long *out) {
  // (The task may run after read_later returns, reading a dead x.)
  // CHECK-REGION: unknown
  // CHECK-REASON: '#pragma omp task' may run after the scope of 'x', which it reaches, ends
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this parallel region: '#pragma omp task' may run after the scope of 'x'
#pragma omp parallel
#pragma omp single
  read_later(out, n);
}
