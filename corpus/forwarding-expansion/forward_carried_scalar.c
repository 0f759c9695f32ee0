// Forwarding: a scalar that carries the value each iteration stores to the next, where the reading iteration can compute that value again from memory the loop never writes, needs no copy of the value: its reads recompute it at the previous iteration (in the first iteration, the value from before the loop, kept just before the directive), and the scalar gets private, or lastprivate when it is needed after the loop. The directive may be the statement of an `if` (the rewrite puts the declaration and the loop in a block). The value may be computed by statements earlier in the iteration (`double t = a[i] * a[i]; sq = t;`): they are recomputed too. A chain (`p2 = p1; p1 = a[i];`) forwards both: p2's reads recompute what p1 held in the previous iteration. A value from memory the loop writes, a write that not every iteration makes, or a chain back to itself stays a violation.
double last_seen;

void differences(int n, const double *a, double *b)
{
  double prev = 0.0;
  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: prev declared=shared required=forward status=missing
  // CHECK-FIXED: #pragma omp parallel for private(prev)
  // CHECK-MESSAGES: :[[@LINE+4]]:1: remark: assuming that 'a' and 'b' do not overlap
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: data race on shared variable 'prev'
  // CHECK-MESSAGES: :[[@LINE+4]]:19: note: iteration i = 1 reads 'prev'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 'prev' can be forwarded: where it is read, 'a[(i - 1)]' is the value the previous iteration stores (in the first iteration, the value from before the loop); 'prev' then needs 'private(prev)'
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    b[i] = a[i] - prev;
    prev = a[i];
  }
}

void needed_after(int n, const double *a, double *b)
{
  double prev = 0.0;
  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: prev declared=shared required=forward status=missing
  // CHECK-FIXED: #pragma omp parallel for lastprivate(prev)
  // CHECK-MESSAGES: :[[@LINE+3]]:1: remark: assuming that 'a' and 'b' do not overlap
  // CHECK-MESSAGES: :[[@LINE+2]]:1: error: data race on shared variable 'prev'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 'prev' can be forwarded: where it is read, 'a[(i - 1)]' is the value the previous iteration stores (in the first iteration, the value from before the loop); 'prev' then needs 'lastprivate(prev)'
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    b[i] = a[i] + prev;
    prev = a[i];
  }
  last_seen = prev;
}

void every_other(int n, const double *a, double *b)
{
  double prev = 1.0;
  // CHECK-VERDICT: fixable
  // CHECK-FIXED: #pragma omp parallel for private(prev)
  // CHECK-MESSAGES: :[[@LINE+3]]:1: remark: assuming that 'a' and 'b' do not overlap
  // CHECK-MESSAGES: :[[@LINE+2]]:1: error: data race on shared variable 'prev'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 'prev' can be forwarded: where it is read, 'a[(i - 2)] * 0.5' is the value the previous iteration stores
#pragma omp parallel for
  for (int i = 2; i < n; i += 2) {
    b[i] = prev * a[i];
    prev = a[i] * 0.5;
  }
}

void first_iteration_skips(int n, const double *a, double *b)
{
  double prev;
  // CHECK-VERDICT: fixable
  // CHECK-FIXED: #pragma omp parallel for private(prev)
  // CHECK-MESSAGES: :[[@LINE+3]]:1: remark: assuming that 'a' and 'b' do not overlap
  // CHECK-MESSAGES: :[[@LINE+2]]:1: error: data race on shared variable 'prev'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 'prev' can be forwarded: where it is read, 'a[(i - 1)]' is the value the previous iteration stores; 'prev' then needs 'private(prev)'
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    if (i > 0)
      b[i] = a[i] - prev;
    prev = a[i];
  }
}

void from_the_iterator(int n, double *b)
{
  int prev = -1;
  // CHECK-VERDICT: fixable
  // CHECK-FIXED: #pragma omp parallel for private(prev)
  // CHECK-MESSAGES: :[[@LINE+2]]:1: error: data race on shared variable 'prev'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 'prev' can be forwarded
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    b[i] = prev;
    prev = i * i;
  }
}

void computed_earlier_in_the_iteration(int n, const double *a, double *b)
{
  double sq = 0.0;
  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: sq declared=shared required=forward status=missing
  // CHECK-FIXED: #pragma omp parallel for private(sq)
  // CHECK-MESSAGES: :[[@LINE+3]]:1: remark: assuming that 'a' and 'b' do not overlap
  // CHECK-MESSAGES: :[[@LINE+2]]:1: error: data race on shared variable 'sq'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 'sq' can be forwarded: where it is read, '(a[(i - 1)] * a[(i - 1)])' is the value the previous iteration stores
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    b[i] = sq + 1.0;
    double t = a[i] * a[i];
    sq = t;
  }
}

void two_operands(int n, const double *a, double *b, double c)
{
  double s = 0.0, u = 0.0;
  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: s declared=shared required=forward status=missing
  // CHECK-VARIABLE: u declared=shared required=lastprivate status=missing
  // CHECK-FIXED: #pragma omp parallel for private(s) lastprivate(u)
  // CHECK-MESSAGES: :[[@LINE+5]]:1: remark: assuming that 'a' and 'b' do not overlap
  // CHECK-MESSAGES: :[[@LINE+4]]:1: error: data race on shared variable 's'
  // CHECK-MESSAGES: :[[@LINE+3]]:1: note: 's' can be forwarded: where it is read, '(a[(i - 1) - 1] + c) * 2.0' is the value the previous iteration stores
  // CHECK-MESSAGES: :[[@LINE+2]]:1: error: data race on shared variable 'u'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 'u' needs 'lastprivate(u)'
#pragma omp parallel for
  for (int i = 1; i < n; i++) {
    b[i] = a[i] * s;
    u = a[i - 1] + c;
    s = u * 2.0;
  }
  last_seen = u;
}

void under_an_if(int n, int c, const double *a, double *b)
{
  double p = 0.0;
  // CHECK-VERDICT: fixable
  // CHECK-FIXED: #pragma omp parallel for private(p)
  // CHECK-MESSAGES: :[[@LINE+4]]:1: remark: assuming that 'a' and 'b' do not overlap
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: data race on shared variable 'p'
  // CHECK-MESSAGES: :[[@LINE+2]]:1: note: 'p' can be forwarded
  if (c)
#pragma omp parallel for
    for (int i = 0; i < n; i++) {
      b[i] = a[i] - p;
      p = a[i];
    }
}

void backwards(int n, const double *a, double *b)
{
  double next = 0.0;
  // CHECK-VERDICT: fixable
  // CHECK-FIXED: #pragma omp parallel for private(next)
  // CHECK-MESSAGES: :[[@LINE+3]]:1: remark: assuming that 'a' and 'b' do not overlap
  // CHECK-MESSAGES: :[[@LINE+2]]:1: error: data race on shared variable 'next'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 'next' can be forwarded: where it is read, 'a[(i + 1)]' is the value the previous iteration stores
#pragma omp parallel for
  for (int i = n - 1; i >= 0; i--) {
    b[i] = a[i] - next;
    next = a[i];
  }
}

void reads_what_the_loop_writes(int n, double *a)
{
  double prev = 0.0;
  // CHECK-VERDICT: violation
  // CHECK-VARIABLE: prev declared=shared required=none status=missing
  // CHECK-MESSAGES: :[[@LINE+2]]:1: error: data race on shared variable 'prev'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: no data-sharing attribute of 'prev' removes this conflict
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    a[i] = a[i] + prev;
    prev = a[i];
  }
}

void not_every_iteration(int n, const double *a, double *b)
{
  double prev = 0.0;
  // CHECK-VERDICT: unknown
  // CHECK-VARIABLE: prev declared=shared required=none status=missing
  // CHECK-MESSAGES: :[[@LINE+2]]:1: warning: possible data race on shared variable 'prev'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: no data-sharing attribute of 'prev' removes this conflict
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    b[i] = prev;
    if (a[i] > 0)
      prev = a[i];
  }
}

void chain(int n, const double *restrict a, double *restrict b)
{
  double p1 = 0.0, p2 = 0.0;
  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: p1 declared=shared required=forward status=missing
  // CHECK-VARIABLE: p2 declared=shared required=forward status=missing
  // CHECK-FIXED: #pragma omp parallel for private(p1, p2)
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: data race on shared variable 'p1'
  // CHECK-MESSAGES: :[[@LINE+2]]:1: error: data race on shared variable 'p2'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 'p2' can be forwarded: where it is read, '((i - 1) == 0 ? p1_entry : a[((i - 1) - 1)])' is the value the previous iteration stores (in the first iteration, the value from before the loop); 'p2' then needs 'private(p2)'
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    b[i] = a[i] - 2 * p1 + p2;
    p2 = p1;
    p1 = a[i];
  }
}

void chain_back_to_itself(int n, const double *restrict a, double *restrict b)
{
  double p1 = 0.0, p2 = 0.0;
  // CHECK-VERDICT: violation
  // CHECK-VARIABLE: p1 declared=shared required=none status=missing
  // CHECK-VARIABLE: p2 declared=shared required=none status=missing
  // CHECK-MESSAGES: :[[@LINE+2]]:1: error: data race on shared variable 'p1'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'p2'
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    b[i] = p1 - p2;
    p1 = p2;
    p2 = p1 + a[i];
  }
}

void written_in_other_instances(int n, double *restrict a, double *restrict b)
{
  for (int i = 1; i < n; i++) {
    double prev = 0.0;
    // The loop writes a[i], which only later instances read: in this one,
    // the cells the value reads keep theirs.
    // CHECK-VERDICT: fixable
    // CHECK-VARIABLE: prev declared=shared required=forward status=missing
    // CHECK-FIXED: #pragma omp parallel for private(prev)
    // CHECK-MESSAGES: :[[@LINE+2]]:1: error: data race on shared variable 'prev'
    // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 'prev' can be forwarded: where it is read, 'a[(j - 1)]' is the value the previous iteration stores
#pragma omp parallel for
    for (int j = 0; j < i; j++) {
      b[j] = a[j] - prev;
      prev = a[j];
      if (j == 0)
        a[i] = 1.0;
    }
  }
}
