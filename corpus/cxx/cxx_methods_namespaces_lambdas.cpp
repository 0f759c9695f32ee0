// Loop directives in a class method, a namespace, an extern "C" function and a lambda are each checked and reported.
namespace kernels {

struct Smoother {
  void apply(int n, const double *in, double *out)
  {
    // CHECK-VERDICT: verified
#pragma omp parallel for
    for (int i = 1; i < n - 1; i++)
      out[i] = (in[i - 1] + in[i] + in[i + 1]) / 3.0;
  }
};

void prefix(int n, double *a)
{
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: a race
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'a'
#pragma omp parallel for
  for (int i = 1; i < n; i++)
    a[i] += a[i - 1];
}

} // namespace kernels

extern "C" void scale(int n, double *a, double c)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    a[i] = c * a[i];
}

void with_lambda(int n, double *a, double *b)
{
  auto square = [&]() {
    // CHECK-VERDICT: verified
#pragma omp parallel for
    for (int i = 0; i < n; i++)
      b[i] = a[i] * a[i];
  };
  square();
}

void with_generic_lambda(int n, double *a)
{
  auto shift = [](auto count, double *z) {
    // CHECK-VERDICT: violation
    // CHECK-WITNESS: z race
    // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'z' (in '{{.*}}')
#pragma omp parallel for
    for (int i = 1; i < count; i++)
      z[i] = z[i - 1];
  };
  shift(n, a);
}
