// A struct declared in a loop directive's body or in a region is a copy
// per iteration or per thread, as a scalar declared there is: its fields
// are private copies (`Complex z; z.re = ...`). Before, every access to
// such a field made the construct unknown ("access to a struct member
// 'c.re'"). A struct declared outside and written by every iteration is
// shared, and races.
typedef struct {
  double re, im;
} Complex;

void mandelbrot(int n, int *out, double x0, double dx)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    Complex z, c;
    c.re = x0 + i * dx;
    c.im = 0.5;
    z.re = 0.0;
    z.im = 0.0;
    int k = 0;
    while (k < 100 && z.re * z.re + z.im * z.im < 4.0) {
      double t = z.re * z.re - z.im * z.im + c.re;
      z.im = 2.0 * z.re * z.im + c.im;
      z.re = t;
      k++;
    }
    out[i] = k;
  }
}

void one_struct_for_all(int n, double *out)
{
  Complex z;
  // CHECK-VERDICT: fixable
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'z.re' [ompfix-missing-private]
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    z.re = i;
    out[i] = z.re;
  }
}

void per_thread(int n, double *out)
{
  // CHECK-REGION: verified
#pragma omp parallel
  {
    Complex w;
    w.re = 1.0;
    w.im = 2.0;
    // CHECK-VERDICT: verified
#pragma omp for
    for (int i = 0; i < n; i++)
      out[i] = w.re * i + w.im;
  }
}

// A copy of an element (`struct seg s = arr[t];`) reads every field of
// the element where it is made and writes the copy's: the element's
// fields are the array's cells (a copy whose reads were lost made the
// racy loop below verified while this was being built).
struct seg {
  int lo, hi;
  double w;
};

void copies(int nt, struct seg *arr, double *out)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int t = 0; t < nt; t++) {
    struct seg s = arr[t];
    out[t] = s.w * (s.hi - s.lo);
  }
}

void copy_of_the_next_written(int nt, struct seg *arr)
{
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: arr[].w race certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'arr[].w' [ompfix-race]
#pragma omp parallel for
  for (int t = 0; t < nt - 1; t++) {
    struct seg s = arr[t];
    arr[t + 1].w = s.w;
  }
}

// A pointer field of such a struct points where its initializer says
// (`buf + 4 * i`: another cell in each iteration): no memory the model
// knows, so not followed (a false certain race before, found by review).
struct cursor {
  double *data;
};

void pointer_field_inside(double *buf, int n)
{
  // CHECK-VERDICT: unknown
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: access to a struct member 'z.data[0]' [ompfix-unchecked]
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    struct cursor z = {buf + 4 * i};
    z.data[0] = i;
  }
}
