// Found by the differential tester: instance i = 0 of the parallel loop runs j = 0, 1, both writing g[15] (a race); g[14] is written by j = 0 only, not by the last iteration, and no later instance writes it, so it is live at the end of the function: no attribute makes the loop right.
double g[64];

void stamp(void)
{
  for (int i = 0; i < 6; i++) {
    // CHECK-VERDICT: violation
    // CHECK-VARIABLE: g declared=shared required=none status=missing
    // CHECK-MESSAGES-ANY
#pragma omp parallel for
    for (int j = i; j < 2; j++) {
      g[j + 14] = 1.0;
      g[j + 15] = 1.0;
    }
  }
}
