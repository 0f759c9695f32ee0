// A reduction list item that names cells outside the array: `c[60:8]` of
// `double c[64]` names c[60] to c[67]. The directive makes a private copy
// of every cell the list item names and combines them all into c, whatever
// the loop accesses: c[64] to c[67] do not exist (undefined behaviour).
// The fix names the section the loop updates.
double c[64];

void histogram_tail(int n, const double *a)
{
  // CHECK-VERDICT: fixable
  // CHECK-WITNESS: c out-of-bounds certain
  // CHECK-FIXED: #pragma omp parallel for reduction(+: c[60:1])
  // CHECK-MESSAGES: :[[@LINE+4]]:1: error: out-of-bounds list item: 'c[60:8]' names cells outside the extent that 'c' is declared with (undefined behaviour) [ompfix-out-of-bounds]
  // CHECK-MESSAGES: :[[@LINE+3]]:1: note: it names c[64], outside 'c'
  // CHECK-MESSAGES: :[[@LINE+2]]:1: note: the directive makes and combines a copy of every cell the list item names, whatever the code accesses
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 'c' needs 'reduction(+: c[60:1])'
#pragma omp parallel for reduction(+: c[60:8])
  for (int i = 0; i < n; i++)
    c[60] += a[i];
}

// Within the array: verified.
void histogram_last_four(int n, const double *a)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for reduction(+: c[60:4])
  for (int i = 0; i < n; i++)
    for (int k = 0; k < 4; k++)
      c[60 + k] += a[i];
}

// A start only the caller knows: outside only when m < 0 or m > 60,
// values the program may never pass; nothing is said.
void histogram_from(int n, int m, const double *a)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for reduction(+: c[m:4])
  for (int i = 0; i < n; i++)
    c[m] += a[i];
}
