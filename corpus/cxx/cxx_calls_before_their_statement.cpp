// C++ places where a statement reads an expression whose calls must be
// followed before it: the subscript of the element a reference names (a
// struct's, a library value's) and a default member initializer an
// aggregate's initialization runs. Before, these calls were "called where
// the model does not visit its body" (unknown), found by probing contexts.
#include <string>
constexpr int N = 64;
struct Point { double x, y; };
Point points[N];
std::string names[N];
double out[N];
int shift, hits;

static int offset() { return shift; }
static int bump() { return hits++; }

struct Tagged {
  int index;
  int tag = offset();
};
struct Counted {
  int index;
  int tag = bump();
};
Tagged tagged[N];
Counted counted[N];

void references()
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < N / 2; i++) {
    const Point &p = points[i + offset() % 2];
    out[i] = p.x;
  }

  // CHECK-VERDICT: violation
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'hits'
#pragma omp parallel for
  for (int i = 0; i < N / 2; i++) {
    const Point &p = points[i + bump() % 2];
    out[i] = p.x;
  }

  // (The reference itself is not followed yet; its subscript's call is.)
  // CHECK-VERDICT: unknown
  // CHECK-REASON: reference 's' bound to 'names[i + offset() % 2]', which the model does not follow
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop
#pragma omp parallel for
  for (int i = 0; i < N / 2; i++) {
    const std::string &s = names[i + offset() % 2];
    out[i] = s.empty() ? 0.0 : 1.0;
  }
}

void defaults()
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < N; i++)
    tagged[i] = Tagged{i};

  // CHECK-VERDICT: violation
  // CHECK-WITNESS: hits race certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'hits'
#pragma omp parallel for
  for (int i = 0; i < N; i++)
    counted[i] = Counted{i};
}
