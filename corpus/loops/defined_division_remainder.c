// A division or remainder by a value that cannot change (`total / parts`,
// `n % m`) is a parameter of its own whose definition the model keeps: a
// conflict is certain only where it is C's value of its operands. In the
// first loop, the reads w[total..] never meet the writes w[0..each-1]
// (|total / parts| <= |total|, and the loop runs only where each > 0); in
// the second, the reads w[m..] never meet the writes w[0..r-1]
// (|n % m| < |m|). Read as fresh values, `each` and `r` made both races
// certain (each = 2, total = 1). No values of the operands give a conflict:
// possible, not certain.
void blocks(double *w, int total, int parts, int n, int m)
{
  int each = total / parts;
  // CHECK-VERDICT: unknown
  // CHECK-WITNESS: w race possible
  // CHECK-MESSAGES: :[[@LINE+3]]:1: warning: possible data race on shared variable 'w'
  // CHECK-MESSAGES: :[[@LINE+4]]:5: note: iteration i = 1 writes 'w[i]'
  // CHECK-MESSAGES: :[[@LINE+3]]:12: note: iteration i = 0 reads 'w[i + total]'
#pragma omp parallel for
  for (int i = 0; i < each; i++)
    w[i] = w[i + total];

  int r = n % m;
  // CHECK-VERDICT: unknown
  // CHECK-WITNESS: w race possible
  // CHECK-MESSAGES: :[[@LINE+3]]:1: warning: possible data race on shared variable 'w'
  // CHECK-MESSAGES: :[[@LINE+4]]:5: note: iteration i = 1 writes 'w[i]'
  // CHECK-MESSAGES: :[[@LINE+3]]:12: note: iteration i = 0 reads 'w[i + m]'
#pragma omp parallel for
  for (int i = 0; i < r; i++)
    w[i] = w[i + m];
}
