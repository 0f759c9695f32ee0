// ARGS: -std=c++20
// A template lambda called from a function (`[&]<int L>() {...}`, faiss's
// with_simd_level) whose body constructs an object of a dependent type from
// a parenthesized list: the pattern's initializer has no type. The
// function's facts walk it without crashing (issue 37's development half:
// faiss's IndexFlat.cpp and IndexHNSW.cpp crashed), and the instance is
// checked.
#include <cstddef>

template <class C, bool B>
struct Handler {
  Handler(size_t n, float *d) : n(n), d(d) {}
  size_t n;
  float *d;
};

template <class F>
void with_level(F &&f)
{
  f.template operator()<3>();
}

void search(long n, float *distances)
{
  with_level([&]<int L>() {
    Handler<float[L], false> handler(size_t(n), distances);
    // CHECK-VERDICT: verified
#pragma omp parallel for
    for (long i = 0; i < n; i++)
      distances[i] = 1.0f;
  });
}
