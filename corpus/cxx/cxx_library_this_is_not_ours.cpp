// The fields of `this` a member function reads keep their values while the
// function calls no non-const member function on `this` (after `reset()`,
// whose body is not seen, they may not). A library container's member
// function whose body is walked for the fields it assigns (`s.resize(3)`
// on a local vector) calls non-const member functions on its own `this`,
// the container, not the function's: that made every field of the
// function's object one that may change, and the loop reading `signs[j]`
// unknown ("access to a struct member 'signs[j]'", issue 37's development
// half: a similarity-search library's error macro resizing a local string
// in its throw path).
#include <vector>

struct Hadamard {
  unsigned long d;
  std::vector<float> signs;

  void reset();

  void apply(const float *x, float *xt)
  {
    {
      std::vector<int> s;
      s.resize(3);
    }
    // CHECK-VERDICT: verified
#pragma omp parallel for
    for (unsigned long j = 0; j < d; j++)
      xt[j] = x[j] * signs[j];
  }

  void apply_after_reset(const float *x, float *xt)
  {
    reset();
    // CHECK-VERDICT: unknown
    // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: {{.*}} [ompfix-unchecked]
#pragma omp parallel for
    for (unsigned long j = 0; j < d; j++)
      xt[j] = x[j] * signs[j];
  }
};
