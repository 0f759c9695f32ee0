// A nowait worksharing loop inside a sequential time loop of the region: the next time step's instance of the loop may start on one thread while another thread still runs this step's, and both write b[i] (iteration i of step t and iteration i of step t + 1, with no barrier between them). Found by the differential tester.
void steps(int n, double *b)
{
  // CHECK-REGION: violation
  // CHECK-WITNESS: b race
  // CHECK-MESSAGES-ANY
#pragma omp parallel
  for (int t = 0; t < 4; t++) {
    // CHECK-VERDICT: verified
#pragma omp for nowait
    for (int i = 0; i < n; i++)
      b[i] = b[i] + 1.0;
  }
}
