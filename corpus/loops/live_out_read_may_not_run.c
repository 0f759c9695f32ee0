// A value of the loop that a read after it needs is a certain finding only
// where an exact read that runs whenever its instance does needs it; a
// read the model over-approximates (under a condition, in a loop whose
// step it cannot follow) may never run, and the finding is possible. In a
// generated program, `for (j = 1; j < n; j += n) if (j % 2 == 0) ... W[..]`
// (j is 1 alone, the read never runs) made a certain
// "lastprivate-not-last" error.

// The read after the loop runs at j = 1 + s, 1 + 2 * s, ... whose parity
// the model cannot follow: the value may be needed.
double read_in_unfollowed_loop(int n, int s, double *a)
{
  double t = 0.0;
  // CHECK-VERDICT: fixable
  // CHECK-WITNESS: t live-out possible
  // CHECK-FIXED: #pragma omp parallel for lastprivate(conditional: t)
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: lastprivate variable 't' may not be written by the last iteration [ompfix-possible-race]
#pragma omp parallel for lastprivate(t)
  for (int i = 0; i < n; i++)
    if (i % 2 == 0)
      t = a[i];
  for (int j = 1; j < n; j += s)
    if (j % 2 == 0)
      a[j] = t;
  return 0.0;
}

// The same loop, its value returned: certain.
double read_by_return(int n, double *a)
{
  double t = 0.0;
  // CHECK-VERDICT: fixable
  // CHECK-WITNESS: t live-out certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: lastprivate variable 't' may not be written by the last iteration [ompfix-lastprivate-not-last]
#pragma omp parallel for lastprivate(t)
  for (int i = 0; i < n; i++)
    if (i % 2 == 0)
      t = a[i];
  return t;
}

// A private copy whose value a read under such a loop may need.
double private_read_in_unfollowed_loop(int n, int s, double *a)
{
  double t = 0.0;
  // CHECK-VERDICT: fixable
  // CHECK-WITNESS: t live-out possible
  // CHECK-FIXED: #pragma omp parallel for lastprivate(t)
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: the value of private variable 't' is needed after the loop [ompfix-possible-race]
#pragma omp parallel for private(t)
  for (int i = 0; i < n; i++)
    t = a[i];
  for (int j = 1; j < n; j += s)
    if (j % 2 == 0)
      a[j] = t;
  return 0.0;
}

// The last iteration may write the cell (under a condition on data): the
// value may be the one needed.
double last_may_write(int n, double *a, const double *b)
{
  double t = 0.0;
  // CHECK-VERDICT: fixable
  // CHECK-WITNESS: t live-out possible
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: lastprivate variable 't' may not be written by the last iteration [ompfix-possible-race]
#pragma omp parallel for lastprivate(t)
  for (int i = 0; i < n; i++)
    if (b[i] > 0.0)
      t = a[i];
  return t;
}
