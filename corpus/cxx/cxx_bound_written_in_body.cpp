// C++ bounds that the loop's body changes: a field of the object a member function runs on, an atomic counter, a vector's size. Each thread reads them where the loop starts; writes of other memory leave the loop verified.
#include <atomic>
#include <vector>

struct Queue {
  int n;
  double *b;
  void fill() {
    // CHECK-VERDICT: violation
    // CHECK-WITNESS: n race certain
    // CHECK-MESSAGES: :[[@LINE+5]]:1: error: data race on shared variable 'n'
    // CHECK-MESSAGES: :[[@LINE+7]]:9: note: iteration i = 0 writes 'n'
    // CHECK-MESSAGES: :[[@LINE+4]]:25: note: iteration i = 1 reads 'n'
    // CHECK-MESSAGES: :[[@LINE+2]]:1: note: no data-sharing attribute of 'n' removes this conflict
    // CHECK-MESSAGES: :[[@LINE+1]]:1: note: 'n' is a field, which no clause can name
#pragma omp parallel for
    for (int i = 0; i < n; i++) {
      if (i == 0)
        n++;
      b[i] = 1.0;
    }
  }
  void clear() {
    // CHECK-VERDICT: verified
#pragma omp parallel for
    for (int i = 0; i < n; i++)
      b[i] = 0.0;
  }
};

struct Counter {
  std::atomic<int> n;
};

void atomic_bound(Counter &c, double *b)
{
  // CHECK-VERDICT: unknown
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: the loop's code may change 'c.n', whose member function its bounds call
#pragma omp parallel for
  for (int i = 0; i < c.n.load(std::memory_order_relaxed); i++) {
    if (i == 0)
      c.n.fetch_add(1, std::memory_order_relaxed);
    b[i] = 1.0;
  }
}

void vector_elements(std::vector<double> &v)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < (int)v.size(); i++)
    v[i] = 2.0 * i;
}

void vector_grows(std::vector<double> &v)
{
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: v race certain
  // CHECK-MESSAGES: :[[@LINE+4]]:1: error: data race on shared variable 'v'
  // CHECK-MESSAGES: :[[@LINE+6]]:7: note: iteration i = 0 writes 'v.push_back(1.0)'
  // CHECK-MESSAGES: :[[@LINE+3]]:28: note: iteration i = 1 reads 'v.size()'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: no data-sharing attribute of 'v' removes this conflict
#pragma omp parallel for
  for (int i = 0; i < (int)v.size(); i++)
    if (i == 0)
      v.push_back(1.0);
}

// A getter's fields that nothing in the function assigns, of an object the
// loop does not set, keep their value in the loop, whatever calls the rest
// of the function makes.
struct Graph {
  long n_;
  long num_nodes() const { return n_; }
};
void log_step(const char *what);

void scale_scores(const Graph &g, double *scores, double biggest)
{
  log_step("scale");
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (long n = 0; n < g.num_nodes(); n++)
    scores[n] = scores[n] / biggest;
  log_step("done");
}

// Names of a bound the loop does not show: a lambda that captures it by
// reference, a callee that clears a global vector.
void through_lambda(int n, double *b)
{
  auto shrink = [&]() { n = 5; };
  // CHECK-VERDICT: violation
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'n'
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    if (i == 0)
      shrink();
    b[i] = 1.0;
  }
}

std::vector<double> pending;
void drop_pending() { pending.clear(); }

void through_callee(double *b)
{
  // CHECK-VERDICT: violation
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'pending'
#pragma omp parallel for
  for (int i = 0; i < (int)pending.size(); i++) {
    if (i == 0)
      drop_pending();
    b[i] = 1.0;
  }
}

// Getters that read more than fields of their object: through a pointer
// field, a static member.
struct Inner {
  int n;
};
struct Outer {
  Inner *p;
  int size() const { return p->n; }
};
struct Tally {
  static int count;
  int size() const { return count; }
};
int Tally::count;

void getter_through_pointer(Outer &o, double *b)
{
  // CHECK-VERDICT: unknown
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: the loop's code may change 'o', whose member function its bounds call
#pragma omp parallel for
  for (int i = 0; i < o.size(); i++) {
    if (i == 0)
      o.p->n = 5;
    b[i] = 1.0;
  }
}

void getter_of_static(Tally &t, double *b)
{
  // CHECK-VERDICT: unknown
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: the loop's code may change 't', whose member function its bounds call
#pragma omp parallel for
  for (int i = 0; i < t.size(); i++) {
    if (i == 0)
      Tally::count = 5;
    b[i] = 1.0;
  }
}

// A vector given by reference may be the one the caller gives for another
// parameter of its type, which the loop changes: its size is read, and the
// loop is verified only where the two do not overlap.
void through_other_parameter(std::vector<double> &v, std::vector<double> &w,
                             double *b)
{
  // CHECK-VERDICT: verified
  // CHECK-ASSUMES: v and w do not overlap
  // CHECK-ASSUMES: v and b do not overlap
  // CHECK-ASSUMES: w and b do not overlap
#pragma omp parallel for
  for (int i = 0; i < (int)v.size(); i++) {
    if (i == 0)
      w.clear();
    b[i] = v[i];
  }
}
