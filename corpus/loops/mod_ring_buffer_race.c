// Modulo by a constant into a fixed-size global ring buffer: iterations i and i + 16 write the same slot.
#define RING 16

double ring[RING];

void record(int n, const double *samples)
{
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: ring race
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: data race on shared variable 'ring'
  // CHECK-MESSAGES: :[[@LINE+4]]:5: note: iteration i = 0 writes 'ring[i % RING]'
  // CHECK-MESSAGES: :[[@LINE+3]]:5: note: iteration i = 16 writes 'ring[i % RING]'
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    ring[i % RING] = samples[i];
}
