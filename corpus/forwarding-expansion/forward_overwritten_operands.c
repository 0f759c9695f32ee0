// Forwarding where the value a carried scalar stores reads an operand that the iteration writes more than once, or that a branch which never runs in the loop would write. The last unconditional write before the store gives the operand its value (`t = a[i] + s; ...; t = i * b[i + 1]; s = t * t;` stores the square of i * b[i + 1]); in a worksharing loop of a region the value from before the loop is kept by each thread before the loop. A chain (`u = acc; acc = b[j];`) forwards through a write of acc under a condition that no iteration meets. Found by the differential tester (seed 2026, programs 202600588 and 202600635), where the oracle refused both.
double kept;

void last_writer_counts(int n, const double *restrict a, const double *restrict b,
                        double *restrict out)
{
  double s = 1.0, t = 0.0;
  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: s declared=shared required=forward status=missing
  // CHECK-VARIABLE: t declared=shared required=private status=missing
  // CHECK-FIXED: #pragma omp parallel for private(s, t)
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: data race on shared variable 's'
  // CHECK-MESSAGES: :[[@LINE+2]]:1: note: 's' can be forwarded: where it is read, '((i - 1) * b[(i - 1) + 1]) * ((i - 1) * b[(i - 1) + 1])' is the value the previous iteration stores (in the first iteration, the value from before the loop); 's' then needs 'private(s)'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 't'
#pragma omp parallel for
  for (int i = 0; i < n - 1; i++) {
    t = a[i] + s;
    out[i] = t;
    t = i * b[i + 1];
    s = t * t;
  }
}

void in_a_region(int n, const double *restrict b, double *restrict out)
{
  double s = 1.0, t = 0.0;
  // CHECK-REGION: verified
#pragma omp parallel
  {
    // CHECK-VERDICT: fixable
    // CHECK-VARIABLE: s declared=shared required=forward status=missing
    // CHECK-FIXED: #pragma omp for private(s, t)
    // CHECK-MESSAGES: :[[@LINE+3]]:1: error: data race on shared variable 's'
    // CHECK-MESSAGES: :[[@LINE+2]]:1: note: 's' can be forwarded: where it is read, '((i - 1) * b[(i - 1) + 1]) * ((i - 1) * b[(i - 1) + 1])' is the value the previous iteration stores
    // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 't'
#pragma omp for
    for (int i = 0; i < n - 1; i++) {
      out[i] = s;
      t = b[i];
      t = i * b[i + 1];
      s = t * t;
    }
  }
}

void chain_past_a_branch(int n, const double *restrict b, double *restrict out)
{
  double u = 1.0, acc = 2.0;
  for (int i = 0; i < n; i++) {
    // CHECK-VERDICT: fixable
    // CHECK-VARIABLE: acc declared=shared required=forward status=missing
    // CHECK-VARIABLE: u declared=shared required=forward status=missing
    // CHECK-FIXED: #pragma omp parallel for lastprivate(acc) private(u)
    // CHECK-MESSAGES: :[[@LINE+4]]:1: error: data race on shared variable 'acc'
    // CHECK-MESSAGES: :[[@LINE+3]]:1: note: 'acc' can be forwarded: where it is read, 'b[(j + 1)]' is the value the previous iteration stores (in the first iteration, the value from before the loop); 'acc' then needs 'lastprivate(acc)'
    // CHECK-MESSAGES: :[[@LINE+2]]:1: error: data race on shared variable 'u'
    // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 'u' can be forwarded: where it is read, '((j + 1) == i ? acc_entry : b[((j + 1) + 1)])' is the value the previous iteration stores (in the first iteration, the value from before the loop); 'u' then needs 'private(u)'
#pragma omp parallel for
    for (int j = i; j >= 1; j--) {
      out[i * n + j] = acc - u;
      if (j >= i + 1)
        acc = 2.0;
      u = acc;
      acc = b[j];
    }
    u = 0.5 * i;
  }
  kept = acc;
}
