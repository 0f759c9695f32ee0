// The ordered blocks of a loop with the `ordered` clause run one at a time in the order of the iterations: a running average carried from iteration to iteration inside them is the sequential one. Outside the block the same carried value races.
void running_average(int n, const double *a, double *out)
{
  double avg = 0.0;
  // CHECK-VERDICT: verified
  // CHECK-VARIABLE: avg declared=shared required=shared status=ok
#pragma omp parallel for ordered
  for (int i = 0; i < n; i++) {
    double x = a[i] * a[i];
#pragma omp ordered
    {
      avg = 0.5 * avg + x;
      out[i] = avg;
    }
  }
}

void decay_outside_ordered(int n, double *out)
{
  double avg = 1.0;
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: avg race
  // CHECK-MESSAGES: :[[@LINE+4]]:1: error: data race on shared variable 'avg'
  // CHECK-MESSAGES: :[[@LINE+5]]:5: note: iteration i = 0 writes 'avg'
  // CHECK-MESSAGES: :[[@LINE+4]]:11: note: iteration i = 1 reads 'avg'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: no data-sharing attribute of 'avg' removes this conflict
#pragma omp parallel for ordered
  for (int i = 0; i < n; i++) {
    avg = avg * 0.5;
#pragma omp ordered
    out[i] = avg;
  }
}
