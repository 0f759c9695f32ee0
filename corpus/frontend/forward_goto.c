// A `goto` that jumps forward to a label of a block around it, in the same loop body: the code between may be jumped over (it may not run), the rest runs as written. Any other goto (backward, into a block, out of a loop) leaves the function's loops unknown.

void skip_negative(int n, double *restrict a, double *restrict b)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    if (a[i] < 0.0)
      goto next;
    b[i] = 2.0 * a[i];
  next:
    a[i] = 0.0;
  }
}

// Code a goto may jump over writes b[0] in any iteration: a possible race,
// not a certain one. The caller sees b[0] from the last iteration that
// wrote it: a copy per iteration (docs/design/expansion.md) gives that.
void skip_into_one_cell(int n, double *restrict a, double *restrict b)
{
  // CHECK-VERDICT: fixable
  // CHECK-WITNESS: b race possible
  // CHECK-VARIABLE: b declared=shared required=expand status=missing copies=iteration bytes=9
  // CHECK-MESSAGES: :[[@LINE+3]]:1: warning: possible data race on shared variable 'b'
  // CHECK-MESSAGES: :[[@LINE+6]]:5: note: iteration i = 0 writes 'b[0]'
  // CHECK-MESSAGES: :[[@LINE+5]]:5: note: iteration i = 1 writes 'b[0]'
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    if (a[i] < 0.0)
      goto next;
    b[0] = 2.0 * a[i];
  next:
    a[i] = 0.0;
  }
}

// After the label, the write of t runs in every iteration: t is private
// and nothing after the loop reads it.
void label_before_the_write(int n, double *restrict a, double *restrict b)
{
  double t;
  // CHECK-VERDICT: fixable
  // CHECK-FIXED: #pragma omp parallel for private(t)
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 't'
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    if (a[i] == 0.0)
      goto done;
    b[i] = 1.0 / a[i];
  done:
    t = b[i];
    a[i] = t * t;
  }
}

void backward(int n, double *a)
{
  // CHECK-VERDICT: unknown
  // CHECK-REASON: 'goto' in the function
  // CHECK-REASON-KIND: statement
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: 'goto' in the function
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
  again:
    a[i] += 1.0;
    if (a[i] < 0.0)
      goto again;
  }
}

void into_a_block(int n, double *restrict a, double *restrict b)
{
  // CHECK-VERDICT: unknown
  // CHECK-REASON: 'goto' in the function
  // CHECK-REASON-KIND: statement
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: 'goto' in the function
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    if (a[i] < 0.0)
      goto inside;
    if (b[i] > 0.0) {
      b[i] = 1.0;
    inside:
      a[i] = 0.0;
    }
  }
}

void out_of_an_inner_loop(int n, int m, double *restrict a)
{
  // CHECK-VERDICT: unknown
  // CHECK-REASON: 'goto' in the function
  // CHECK-REASON-KIND: statement
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: 'goto' in the function
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < m; j++)
      if (a[i * m + j] < 0.0)
        goto row_done;
    a[i * m] = 1.0;
  row_done:;
  }
}
