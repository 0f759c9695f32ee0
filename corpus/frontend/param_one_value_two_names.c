// A value that outer code reads as an affine expression (`v + m` where `m = n - 1` is known) and a parallel region reads as a parameter (its copies start unknown) is one value: the parameter stands for the expression the assignment or declaration gave it, so the two halves of an array that `r` splits off are told apart.
void declared(int n, double *v)
{
  int m = n - 1;
  double *r = v + m;
  // CHECK-REGION: verified
#pragma omp parallel
  {
    // CHECK-VERDICT: verified
#pragma omp for
    for (int i = 0; i < m; i++)
      r[i] = v[i];
  }
}

void assigned(int n, double *v)
{
  int m;
  m = n - 1;
  double *r = v + m;
  // CHECK-REGION: verified
#pragma omp parallel
  {
    // CHECK-VERDICT: verified
#pragma omp for
    for (int i = 0; i < m; i++)
      r[i] = v[i];
  }
}

// One cell too far: the last iteration's read is the first one's write.
void overlapping(int n, double *v)
{
  int m;
  m = n - 1;
  double *r = v + m - 1;
  // CHECK-REGION: verified
#pragma omp parallel
  {
    // CHECK-VERDICT: violation
    // CHECK-WITNESS: v race certain
    // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'v'
#pragma omp for
    for (int i = 0; i < m; i++)
      r[i] = v[i];
  }
}
