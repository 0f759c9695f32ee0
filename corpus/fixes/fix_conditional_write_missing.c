// A shared value written by the iterations whose element is positive and returned after the loop: needs lastprivate(conditional: x), which clang before 22 compiles wrongly in C, so the rewrite gives each iteration its own x kept in a copy with a flag, and takes the last written copy after the loop.
double last_positive_shared(int n, const double *a)
{
  double x = -1.0;

  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: x declared=shared required=lastprivate(conditional) status=missing
  // CHECK-WITNESS: x race possible
  // CHECK-FIXED: #pragma omp parallel for
  // CHECK-MESSAGES: :[[@LINE+5]]:1: warning: possible data race on shared variable 'x'
  // CHECK-MESSAGES: :[[@LINE+7]]:7: note: iteration i = 0 writes 'x'
  // CHECK-MESSAGES: :[[@LINE+6]]:7: note: iteration i = 1 writes 'x'
  // CHECK-MESSAGES: :[[@LINE+2]]:1: note: 'x' needs 'lastprivate(conditional: x)'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: clang before 22 compiles 'lastprivate(conditional:)' wrongly in C: it leaves 'x' undefined after the loop (llvm-project pull request 156004); the rewrite gives each iteration a 'x' of its own, kept in a copy with a flag, instead; after the loop 'x' takes the value of the last iteration that wrote it
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    if (a[i] > 0.0)
      x = a[i];
  }
  return x;
}
