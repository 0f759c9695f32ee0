// A correct firstprivate where private would do: the clause stays (verified), and a remark says that private would be enough.
void squares(int n, const double *b, double *a)
{
  double t = 0.0;
  // CHECK-VERDICT: verified
  // CHECK-VARIABLE: t declared=firstprivate required=firstprivate status=ok
  // CHECK-MESSAGES: :[[@LINE+1]]:1: remark: 't' is right as firstprivate; private would do too
#pragma omp parallel for firstprivate(t)
  for (int i = 0; i < n; i++) {
    t = b[i];
    a[i] = t * t;
  }
}
