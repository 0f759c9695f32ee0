// A call of a function ompfix would follow, whose argument it cannot bind to the parameter, names that argument and parameter in its reason, and one the model does not visit in place (an inner loop's header) says so (both said only "an argument is an array or pointer the model does not follow"; issue 38's measure counts calls by such reasons).
void scale_row(float *row, int n) {
  for (int j = 0; j < n; j++)
    row[j] *= 2.0f;
}

void cast_rows(double *a, int n, int m) {
  // CHECK-VERDICT: unknown
  // CHECK-REASON: call to 'scale_row', which may access memory (an argument is an array or pointer the model does not follow: '(float *)a + i * m' for parameter 'row')
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop:
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    scale_row((float *)a + i * m, m);
}

// A call in an inner loop's header was not visited in place (said as
// such, not as an argument); it is now followed where the bound is read
// (calls_in_loop_headers.c).
int row_length(const int *lengths, int i) { return lengths[i]; }

void header_call(int *a, const int *lengths, int n) {
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    for (int j = 0; j < row_length(lengths, i); j++)
      a[i] += j;
}
