// Error paths: a branch that ends in `throw` or in a call that never returns (`exit`, `abort`), in a loop's or a region's code and in the functions called there, and the handlers of a `try` there, are the program's failure (an exception must not leave an iteration or a thread), not a result the parallel code must match. The model leaves them out and a verdict assumes none is taken ("assumes", a remark); what the other paths do is checked as always. (FAISS_THROW_IF_NOT wraps its `throw` in `do { ... } while (false)`, with snprintf into a string before it.)
#include <cstdio>
#include <cstdlib>
#include <stdexcept>
#include <string>

#define THROW_FMT(FMT, ...)                                                  \
  do {                                                                       \
    std::string s;                                                           \
    int size = snprintf(nullptr, 0, FMT, __VA_ARGS__);                       \
    if (size > 0) {                                                          \
      s.resize(size + 1);                                                    \
      snprintf(&s[0], s.size(), FMT, __VA_ARGS__);                           \
    }                                                                        \
    throw std::runtime_error(s);                                             \
  } while (false)
#define CHECK(X)                                                             \
  do {                                                                       \
    if (!(X)) {                                                              \
      THROW_FMT("check failed: %s", #X);                                     \
    }                                                                        \
  } while (false)

static long decode(const unsigned char *code, long nlist) {
  long nl = nlist - 1, list_no = 0;
  int nbit = 0;
  while (nl > 0) {
    list_no |= (long)(*code++) << nbit;
    nbit += 8;
    nl >>= 8;
  }
  CHECK(list_no >= 0 && list_no < nlist);
  return list_no;
}

void decode_all(int n, long nlist, const unsigned char *codes, long *lists) {
  // CHECK-VERDICT: verified
  // CHECK-ASSUMES: no iteration takes an error path (cxx_error_paths.cpp:32)
  // CHECK-ASSUMES: codes and lists do not overlap
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    lists[i] = decode(codes + i * 8, nlist);
}

void scale_or_exit(int n, const double *x, double *y, int *bad) {
  // CHECK-VERDICT: verified
  // CHECK-ASSUMES: no iteration takes an error path (cxx_error_paths.cpp:51)
  // CHECK-ASSUMES: x and y do not overlap
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    if (x[i] < 0) {
      *bad = i;
      fprintf(stderr, "negative input\n");
      exit(1);
    }
    y[i] = 2 * x[i];
  }
}

void guarded_sum(int n, const double *x, double *y) {
  // CHECK-VERDICT: verified
  // CHECK-ASSUMES: no iteration takes an error path (cxx_error_paths.cpp:68)
  // CHECK-ASSUMES: x and y do not overlap
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    try {
      y[i] = x[i] + 1;
    } catch (const std::exception &e) {
      y[0] = -1;
    }
  }
}

void race_beside_a_check(int n, double *x) {
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: x race certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'x' [ompfix-race]
#pragma omp parallel for
  for (int i = 1; i < n; i++) {
    CHECK(x[i] == x[i]);
    x[i] = x[i - 1] + 1;
  }
}

double region_with_check(int n, const double *x) {
  double total = 0;
  // CHECK-REGION: verified
  // CHECK-ASSUMES: no thread takes an error path (cxx_error_paths.cpp:93)
#pragma omp parallel
  {
    double local = 0;
    if (n > 1000000)
      throw std::runtime_error("too large");
    // CHECK-VERDICT: verified
#pragma omp for
    for (int i = 0; i < n; i++)
      local += x[i];
#pragma omp atomic
    total += local;
  }
  return total;
}
