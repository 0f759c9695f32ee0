// NOLINT comments, as clang-tidy reads them: on the directive's line, NOLINTNEXTLINE above it, NOLINTBEGIN/NOLINTEND around it, each with rule names or globs (ompfix-missing-*) or without (every rule). A silenced finding leaves the text output, stays in the JSON report marked "suppressed": true, fails nothing, and its directive gets no rewrite; other tools' names (bugprone-*) silence nothing. The exit status is 1: one finding is left.
double s;

void silenced_on_its_line(int n, double *restrict a, const double *restrict b)
{
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: a race suppressed
#pragma omp parallel for // NOLINT(ompfix-race)
  for (int i = 1; i < n; i++)
    a[i] = a[i - 1] + b[i];
}

void silenced_by_a_glob_above(int n, const double *restrict b)
{
  // CHECK-VERDICT: fixable
  // CHECK-WITNESS: s race suppressed
  // CHECK-FIXED: none
  // NOLINTNEXTLINE(ompfix-missing-*)
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    s += b[i];
}

void other_tools_names_silence_nothing(int n, const double *restrict b)
{
  // CHECK-VERDICT: fixable
  // CHECK-WITNESS: s race
  // CHECK-FIXED: #pragma omp parallel for reduction(+: s) // NOLINT(bugprone-*)
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 's' [ompfix-missing-reduction]
#pragma omp parallel for // NOLINT(bugprone-*)
  for (int i = 0; i < n; i++)
    s += b[i];
}

// NOLINTBEGIN
void silenced_by_a_block(int n, double *restrict a, const int *restrict len)
{
  // CHECK-VERDICT: unknown
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    for (int j = 0; j < len[i] || j < 4; j++)
      a[i * 4 + j] = 0;
}
// NOLINTEND

// (The markers spelled with a regex here, so that this line has none.)
// CHECK-MESSAGES: :[[@LINE+1]]:1: warning: NOLINT{{E}}ND(ompfix-race) without a NOLINT{{B}}EGIN; it silences nothing
// NOLINTEND(ompfix-race)
