// firstprivate(carry): every iteration reads the value from before the loop, but the last iteration overwrites it, so a thread's copy may already hold the new value; no clause can fix this.
double add_carry(int n, const double *a, double *b, double carry)
{
  // CHECK-VERDICT: violation
  // CHECK-VARIABLE: carry declared=firstprivate required=none status=wrong
  // CHECK-WITNESS: carry live-in
  // CHECK-MESSAGES: :[[@LINE+4]]:1: error: firstprivate variable 'carry' is read where other iterations write it
  // CHECK-MESSAGES: :[[@LINE+7]]:7: note: iteration i = 1 writes 'carry'
  // CHECK-MESSAGES: :[[@LINE+4]]:19: note: iteration i = 0 reads 'carry'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: no data-sharing attribute of 'carry' removes this conflict
#pragma omp parallel for firstprivate(carry)
  for (int i = 0; i < n; i++) {
    b[i] = a[i] + carry;
    if (i == n - 1)
      carry = b[i];
  }
  return carry;
}
