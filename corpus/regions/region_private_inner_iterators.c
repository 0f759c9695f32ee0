// Variables private to each thread of a region that a worksharing loop's inner loops use as iterators: another loop or a single leaves each thread's copy with a value of its own, but a loop that sets the copy before reading it in every iteration never sees that value, so it is checked. A loop that reads the value a single left in one thread's copy is unknown, and the region that does it is fixable: the other threads' copies never get that value.
double a[64][64], b[64][64];

void fill_and_scale(int step)
{
  int i, j;
  double t;
  // CHECK-REGION: fixable
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: private variable 't' carries a value from one thread to another [ompfix-private-carries-value]
#pragma omp parallel private(i, j, t)
  {
    // The inner loop's doubling step: some number of iterations, each
    // writing i in the thread's own copy before reading it.
    // CHECK-VERDICT: verified
#pragma omp for
    for (j = 0; j < 64; j++)
      for (i = 1; i < 64; i *= step)
        a[j][i] = 0.0;
    // The subscript (j * j) % 64 is no affine expression: j is read as a
    // variable, the one this iteration's inner loop sets.
    // CHECK-VERDICT: verified
#pragma omp for
    for (i = 0; i < 64; i++)
      for (j = 0; j < 64; j++)
        b[i][(j * j) % 64] = a[i][j] + 1.0;
#pragma omp single
    t = b[0][0];
    // t holds b[0][0] in the thread that ran the single, garbage elsewhere.
    // CHECK-VERDICT: unknown
    // CHECK-REASON: 't' is private to each thread of the parallel region, and code that not every thread runs writes it
    // CHECK-REASON-KIND: construct
    // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: 't' is private to each thread of the parallel region, and code that not every thread runs writes it (line 27)
#pragma omp for
    for (i = 0; i < 64; i++)
      a[0][i] = t;
  }
}
