// A tag of the standard library (std::nullopt, std::in_place: an empty class that picks an overload) holds no data of the program: constructing a library value from one reads nothing (isLibraryTag). (Once `report()` below, whose default argument is `std::nullopt`, made every loop of the function unknown: "the constructor of 'std::optional<_Bool>' given what the model does not follow", found with a search routine of a vector index library.)
#include <optional>
#include <utility>

void report(std::optional<bool> verbose = std::nullopt);

void fill(int n, int *out)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    out[i] = i;
  report();
}

void fill_in_place(int n, double *out)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    std::optional<double> v(std::in_place, 2.0 * i);
    out[i] = *v;
  }
}

// An optional's `*o` and `o.value()` name its value, which they read: a
// shared optional read by every iteration is no race.
void shared_optional(int n, double *out, std::optional<double> scale)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    out[i] = *scale * i + scale.value();
}

// A tag made by code that does something else is no constant: the call
// that makes it is one the model does not follow here (a review found
// this `verified`; every iteration steps the counter).
static std::nullopt_t none_counting(int *c)
{
  c[0]++;
  return std::nullopt;
}

void tag_with_effects(int n, int *c, int *out)
{
  // CHECK-VERDICT: unknown
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    std::optional<int> o = i;
    o = none_counting(c);
    out[i] = o.has_value();
  }
}
