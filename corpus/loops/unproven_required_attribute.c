// "No attribute makes it right" is a claim too. `private(b)` reads an
// undefined pointer (certain); shared b is right (iteration i writes
// b[i + n * m] and reads b[i], which meet only where n * m = 0), but the
// model reads n * m as a value of its own, so shared fails only possibly.
// The loop is a violation, `required` is none, but not proven
// (JSON "required_proven": false), and the note says no attribute is proven
// to remove the conflict, not that none does.
void shifted_copy(int n, int m, double *b)
{
  // CHECK-VERDICT: violation
  // CHECK-VARIABLE: b declared=private required=none status=wrong
  // CHECK-MESSAGES: :[[@LINE+4]]:1: error: private variable 'b' is read before it is written in the iteration [ompfix-private-read-before-write]
  // CHECK-MESSAGES: :[[@LINE+3]]:1: note: no data-sharing attribute of 'b' is proven to remove this conflict; as shared, only accesses the model over-approximates conflict
  // CHECK-MESSAGES-NOT: no data-sharing attribute of 'b' removes this conflict
  // CHECK-EXIT: 1
#pragma omp parallel for private(b)
  for (int i = 0; i < m; i++)
    b[i + n * m] = b[i] + 1.0;
}
