// The races are in the region's second phase: after the first loop's barrier, a nowait loop writes b and reads a while the next loop reads b in another order and writes a. The witnesses name the phase.
void second_phase(int n, double *a, double *b)
{
  // CHECK-REGION: violation
  // CHECK-WITNESS: a race
  // CHECK-WITNESS: b race
  // CHECK-MESSAGES: :[[@LINE+7]]:1: error: data race on shared variable 'a' between the threads of the parallel region
  // CHECK-MESSAGES: :[[@LINE+19]]:7: note: the thread running iteration i = 0, phase 2 writes 'a[i]'
  // CHECK-MESSAGES: :[[@LINE+14]]:14: note: the thread running iteration i = 0, phase 2 reads 'a[i]'
  // CHECK-MESSAGES: :[[@LINE+4]]:1: error: data race on shared variable 'b' between the threads of the parallel region
  // CHECK-MESSAGES: :[[@LINE+12]]:7: note: the thread running iteration i = 0, phase 2 writes 'b[i]'
  // CHECK-MESSAGES: :[[@LINE+15]]:14: note: the thread running iteration i = 0, phase 2 reads 'b[n - 1 - i]'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: no data-sharing attribute of 'b' removes this conflict
#pragma omp parallel
  {
    // CHECK-VERDICT: verified
#pragma omp for
    for (int i = 0; i < n; i++)
      a[i] = 1.0;
    // CHECK-VERDICT: verified
#pragma omp for nowait
    for (int i = 0; i < n; i++)
      b[i] = a[i];
    // CHECK-VERDICT: verified
#pragma omp for
    for (int i = 0; i < n; i++)
      a[i] = b[n - 1 - i];
  }
}
