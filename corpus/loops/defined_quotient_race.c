// A real race through a division by a value that cannot change: iteration
// i + each writes what iteration i reads wherever 0 < each < total. It
// stays certain, and its witness holds in the program: each = total /
// parts = 1 at total = 2, parts = 2 (a fresh `each` gave no values of
// total and parts at all).
void halves(double *w, int total, int parts)
{
  int each = total / parts;
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: w race certain
  // CHECK-PARAMETERS: each=1 parts=2 total=2 total_div_parts=1
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: data race on shared variable 'w'
  // CHECK-MESSAGES: :[[@LINE+4]]:5: note: iteration i = 1 writes 'w[i]'
  // CHECK-MESSAGES: :[[@LINE+3]]:12: note: iteration i = 0 reads 'w[i + each]'
#pragma omp parallel for
  for (int i = 0; i < total; i++)
    w[i] = w[i + each];
}
