// A buffer that each thread of a region allocates for itself (`double *t =
// new double[d];` declared in the region) and that no other name reaches
// (the pointer is not copied, returned or given to a call that could keep
// it) is that thread's own, as a local array would be: the worksharing
// loop's iterations of one thread share it, and freeing it ends its life.
// Before, it was taken for memory the caller sees and for a `private`
// clause's uninitialized copy: every such loop was a false
// "read before it is written" error.
#include <cstdlib>

void scratch_new(int n, int d, const double *x, double *out)
{
  // CHECK-REGION: verified
#pragma omp parallel
  {
    double *t = new double[d];
    // CHECK-VERDICT: verified
#pragma omp for
    for (int i = 0; i < n; i++) {
      for (int k = 0; k < d; k++)
        t[k] = 2.0 * x[i * d + k];
      out[i] = t[0] + t[d - 1];
    }
    delete[] t;
  }
}

void scratch_malloc(int n, int d, const double *x, double *out)
{
  // CHECK-REGION: verified
#pragma omp parallel
  {
    double *t = (double *)malloc(d * sizeof(double));
    // CHECK-VERDICT: verified
#pragma omp for
    for (int i = 0; i < n; i++) {
      for (int k = 0; k < d; k++)
        t[k] = x[i * d + k];
      out[i] = t[0];
    }
    free(t);
  }
}

// The thread's buffer carries a value from one of its iterations to the
// next: which one depends on the schedule.
void scratch_carried(int n, const double *x, double *out)
{
  // CHECK-REGION: verified
#pragma omp parallel
  {
    double *t = new double[1];
    t[0] = 0.0;
    // CHECK-VERDICT: violation
    // CHECK-WITNESS: t flow
    // CHECK-MESSAGES-ANY
#pragma omp for
    for (int i = 0; i < n; i++) {
      out[i] = t[0];
      t[0] = x[i];
    }
    delete[] t;
  }
}

// Only the thread that runs the single fills its buffer: the other
// threads' iterations read buffers nobody wrote.
void scratch_single(int n, double *out)
{
  // CHECK-REGION: violation
  // CHECK-MESSAGES-ANY
#pragma omp parallel
  {
    double *t = new double[1];
#pragma omp single
    t[0] = 1.0;
    // CHECK-VERDICT: unknown
#pragma omp for
    for (int i = 0; i < n; i++)
      out[i] = t[0];
    delete[] t;
  }
}

// Another pointer to the buffer (`u = t`): the model does not prove the
// memory each thread's own, so the loop is unknown; it was a false
// "read before it is written" error.
void scratch_aliased(int n, int d, const double *x, double *out)
{
  // CHECK-REGION: unknown
#pragma omp parallel
  {
    double *t = new double[d];
    double *u = t;
    // CHECK-VERDICT: unknown
    // CHECK-REASON: reaches memory that each thread may or may not have
#pragma omp for
    for (int i = 0; i < n; i++) {
      for (int k = 0; k < d; k++)
        u[k] = x[i * d + k];
      out[i] = u[0];
    }
    delete[] t;
  }
}

// A task given the buffer's pointer reaches the creating thread's
// buffer, which that thread goes on writing: not the task's own.
// (Before, this was verified.)
void scratch_task(double *out)
{
  // CHECK-REGION: unknown
  // CHECK-REASON: memory of the thread that creates it
#pragma omp parallel
  {
    double *t = new double[1];
    t[0] = 3.0;
#pragma omp single nowait
    {
#pragma omp task
      out[0] = t[0];
    }
    t[0] = 5.0;
  }
}

// A function of the program that shares the C library's name is not the
// library's: what `pool::malloc` returns is no fresh memory.
namespace pool {
double *malloc(unsigned long n);
}

void not_the_library(int n, const double *x, double *out)
{
  // CHECK-REGION: unknown
#pragma omp parallel
  {
    double *t = pool::malloc(8);
    // CHECK-VERDICT: unknown
    // CHECK-MESSAGES-ANY
#pragma omp for
    for (int i = 0; i < n; i++) {
      t[0] = x[i];
      out[i] = t[0];
    }
  }
}
