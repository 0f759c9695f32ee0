// A product of sizes (`n * m`) is a parameter of its own, which the model let take any value: `a[i + n * m]` over i < n seemed to meet `a[i]` (a possible race where m >= 1 puts every write past every read), and the cells of `b[k + n * m]` seemed to reach below 0, so a scratch row got no expansion (difftest program 4303893). The operands bound the product by their signs (n_m >= n and n_m >= m where both are >= 1); where a statement's instances fix the signs, its domain holds those bounds.
void copy_up(int n, int m, double *a)
{
  if (m < 1)
    return;
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    a[i + n * m] = a[i];
}

void add_up(int n, int m, double *a)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    for (int k = 0; k < m; k++)
      a[i + n * m] += a[i];
}

// The bounds exclude no value C computes: at m = 1 the write of iteration 0
// is the read of iteration n - 1.
void one_short(int n, int m, double *a)
{
  if (m < 1)
    return;
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: a race certain
  // CHECK-PARAMETERS: m=1 n=2 n_m=2
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: data race on shared variable 'a'
  // CHECK-MESSAGES: :[[@LINE+4]]:5: note: iteration i = 0 writes 'a[i + n * m - 1]'
  // CHECK-MESSAGES: :[[@LINE+3]]:24: note: iteration i = 1 reads 'a[i]'
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    a[i + n * m - 1] = a[i];
}

void scratch_row(int n, int m, double *b)
{
  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: b declared=shared required=expand status=missing
  // CHECK-MESSAGES: :[[@LINE+4]]:1: error: data race on shared variable 'b' [ompfix-shared-scratch]
  // CHECK-MESSAGES: :[[@LINE+6]]:7: note: iteration j = 0 writes 'b[k + n * m]'
  // CHECK-MESSAGES: :[[@LINE+5]]:7: note: iteration j = 1 writes 'b[k + n * m]'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 'b' points to memory that no clause gives each thread a copy of; each thread can use a slice of a new buffer instead (m + (n * m) cells, 8 * m + 8 * (n * m) bytes per thread), the last iteration copying its cells back
#pragma omp parallel for
  for (int j = 0; j < n; j++) {
    for (int k = 0; k < m; k++)
      b[k + n * m] = 1.0;
  }
}

// A flattened loop (`i <= n * m`) leaves both signs open (both operands
// positive, or both negative): the bounds split the instances in two,
// within the budget of twice the disjuncts. Where V has cells (m >= 1),
// the last iteration's column n * m is at least m: out of bounds at every
// size where the loop runs (difftest program 4306142).
void flattened_column(int n, int m, double V[n][m])
{
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: V out-of-bounds
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: out-of-bounds access: 'V[0][i]' writes outside the extent that 'V' is declared with (undefined behaviour) [ompfix-out-of-bounds]
  // CHECK-MESSAGES: :[[@LINE+4]]:5: note: iteration i = 1 writes 'V[0][i]'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: there it accesses V[0][1], outside 'V' (when m = 1, n = 1, n_m = 1)
#pragma omp parallel for
  for (int i = 1; i <= n * m; i++)
    V[0][i] = 1.0;
}

// A loop's iterations hold the bounds as its statements do: at values
// the bounds exclude (n = 1, m = 3, n_m = 2) the statements had no
// instance but the loop a last iteration, which then seemed not to write
// k, and the fix of k read after the loop was none (difftest program
// 4307729).
void last_of_product(int n, int m, int *restrict out)
{
  int k;
  for (int i = 0; i < 2; i++) {
    for (int j = n + 1; j < 2 * i + 1; j++) {
      // CHECK-VERDICT: fixable
      // CHECK-VARIABLE: k declared=private required=lastprivate status=missing
      // CHECK-MESSAGES: :[[@LINE+4]]:1: error: the value of private variable 'k' is needed after the loop [ompfix-private-needed-after]
      // CHECK-MESSAGES: :[[@LINE+4]]:12: note: iteration k = 0 writes 'k'
      // CHECK-MESSAGES: :[[@LINE+7]]:12: note: 'k' is read here, after the loop
      // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 'k' needs 'lastprivate(k)'
#pragma omp parallel for
      for (k = 0; k < n * m; k++) {
      }
    }
  }
  out[0] = k;
}

// `nq`, chosen as `m % n`, is read through the context by every set of
// the function; the loop's iterations were read without it and disagreed
// with the statements' instances where the remainder's bounds exclude
// values: j's last write seemed missing, and lastprivate(j) became none
// (difftest program 4309310). Iterations are read with the context and
// bounded alike.
void chosen_remainder(int n, int m, double *a, double *restrict out)
{
  double acc = 0.0;
  int j;
  int nq = 1;
  if (n > 0)
    nq = m % n;
  // CHECK-VERDICT: violation
  // CHECK-VARIABLE: j declared=private required=lastprivate status=missing
  // CHECK-VARIABLE: a declared=shared required=none status=missing
  // CHECK-MESSAGES: :[[@LINE+8]]:1: error: the value of private variable 'j' is needed after the loop [ompfix-private-needed-after]
  // CHECK-MESSAGES: :[[@LINE+9]]:10: note: iteration i = 1, j = 0 writes 'j'
  // CHECK-MESSAGES: :[[@LINE+10]]:12: note: 'j' is read here, after the loop
  // CHECK-MESSAGES: :[[@LINE+5]]:1: note: 'j' needs 'lastprivate(j)'
  // CHECK-MESSAGES: :[[@LINE+4]]:1: error: data race on shared variable 'a' [ompfix-race]
  // CHECK-MESSAGES: :[[@LINE+6]]:7: note: iteration i = 1, j = 0 writes 'a[j - n * m - nq]'
  // CHECK-MESSAGES: :[[@LINE+5]]:7: note: iteration i = 2, j = 0 writes 'a[j - n * m - nq]'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: no data-sharing attribute of 'a' removes this conflict
#pragma omp parallel for collapse(2)
  for (int i = m; i < n; i++)
    for (j = 0; j <= m - 1; j++)
      a[j - n * m - nq] = acc;
  out[0] = j;
}
