// A value chosen before the loop (`off = n % m` or 1) is a parameter the context ties to its definitions, by cases. The cells live after the loop were computed outside that context, so at parameter values no run takes the last iteration seemed not to write 't', and the fix asked for firstprivate as well as lastprivate (difftest programs 4300879, 4301214 and three more; 4100845 of seed 41).
double t;

void shift_copy(int n, int m, const double *restrict a, double *restrict b)
{
  int off = 1;
  if (m > 0)
    off = n % m;
  // CHECK-VERDICT: fixable
  // CHECK-VARIABLE: t declared=firstprivate required=lastprivate status=wrong
  // CHECK-FIXED: #pragma omp parallel for lastprivate(t)
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: the value of firstprivate variable 't' is needed after the loop [ompfix-private-needed-after]
#pragma omp parallel for firstprivate(t)
  for (int i = 0; i <= 5; i++) {
    t = a[i];
    b[i + off] = t;
  }
}
