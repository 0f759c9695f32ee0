// A field that is a std::vector (or std::array) of numbers is an array of
// its own, as a pointer field is, while no code of the function resizes
// or assigns it (a non-const member function other than element access,
// an assignment): `g_stats.total[tid]` in a demo's parallel region was
// "access to a struct member" (issue 37: struct members, 54 unknowns in
// the development half).
#include <omp.h>
#include <vector>

struct Stats {
  std::vector<double> total;
  std::vector<int> count;
  int n;
};
Stats g_stats;

// Each thread writes its own slot of each field.
void per_thread(int nt)
{
  // CHECK-REGION: verified
#pragma omp parallel num_threads(nt)
  {
    int tid = omp_get_thread_num();
    g_stats.total[tid] = 1.0;
    g_stats.count[tid] += 1;
  }
}

void fill(Stats &s, const double *a)
{
  // CHECK-VERDICT: verified
  // CHECK-MESSAGES: :[[@LINE+1]]:1: remark: assuming that 'a' and 's.total' do not overlap
#pragma omp parallel for
  for (int i = 0; i < s.n; i++)
    s.total[i] = 2.0 * a[i];
}

void shifted(Stats &s)
{
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: s.total race certain
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: data race on shared variable 's.total' [ompfix-race]
  // CHECK-MESSAGES: :[[@LINE+4]]:5: note: iteration i = 1 writes 's.total[i]'
  // CHECK-MESSAGES: :[[@LINE+3]]:18: note: iteration i = 2 reads 's.total[i - 1]'
#pragma omp parallel for
  for (int i = 1; i < s.n; i++)
    s.total[i] = s.total[i - 1];
}

// A field the function resizes is not one array throughout.
void grows(Stats &s)
{
  s.total.push_back(1.0);
  // CHECK-VERDICT: unknown
  // CHECK-REASON-KIND: member
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: access to a struct member 's.total[i]'
#pragma omp parallel for
  for (int i = 0; i < s.n; i++)
    s.total[i] = 0.0;
}

// So is one assigned as a whole.
void replaced(Stats &s, const std::vector<double> &w)
{
  s.total = w;
  // CHECK-VERDICT: unknown
  // CHECK-REASON-KIND: member
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: access to a struct member 's.total[i]'
#pragma omp parallel for
  for (int i = 0; i < s.n; i++)
    s.total[i] = 0.0;
}
