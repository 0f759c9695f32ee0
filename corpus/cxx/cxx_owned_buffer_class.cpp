// A local object of a class that owns a buffer: its pointer field is
// followed where the constructor gives it fresh memory (`start_ = new
// double[n]`, also through a delegating constructor), as gapbs's pvector;
// a constructor that points it at memory other names reach (`View(double
// *p) : data_(p)`) leaves it unknown (the object's cells may be another
// name's).
#include <cstddef>

class Buffer {
public:
  explicit Buffer(size_t n) { start_ = new double[n]; }
  Buffer(size_t n, double v) : Buffer(n)
  {
    for (size_t i = 0; i < n; i++)
      start_[i] = v;
  }
  ~Buffer() { delete[] start_; }
  double *start_;
};

class View {
public:
  explicit View(double *p) : data_(p) {}
  double *data_;
};

void owned(long n, const double *in)
{
  Buffer b(n, 0.0);
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (long i = 0; i < n; i++)
    b.start_[i] = 2.0 * in[i];
}

void aliased(long n, double *loc)
{
  View v(loc);
  // CHECK-VERDICT: unknown
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: access to a struct member 'v.data_[i]' [ompfix-unchecked]
#pragma omp parallel for
  for (long i = 0; i < n - 1; i++)
    v.data_[i] = loc[i + 1];
}
