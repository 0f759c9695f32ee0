// A reference bound to a cell inside the loop (`double &r = a[i];`) is another name of that cell, and `v.data()` names the elements of a std::vector or std::array: both are checked exactly. A reference bound outside the loop directive stays unknown (a clause that gives a copy of what it names would not give it to the reference).
#include <array>
#include <vector>

void double_in_place(int n, double *a)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    double &r = a[i];
    r = 2.0 * r;
  }
}

void reference_to_the_previous_cell(int n, double *a)
{
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: a race certain
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: data race on shared variable 'a'
  // CHECK-MESSAGES: :[[@LINE+5]]:5: note: iteration i = 1 writes 'a[i]'
  // CHECK-MESSAGES: :[[@LINE+4]]:12: note: iteration i = 2 reads 'r'
#pragma omp parallel for
  for (int i = 1; i < n; i++) {
    double &r = a[i - 1];
    a[i] = r + 1.0;
  }
}

double last_seen;

void reference_to_a_global(int n, const double *a)
{
  // CHECK-VERDICT: fixable
  // CHECK-WITNESS: last_seen race certain
  // CHECK-MESSAGES: :[[@LINE+3]]:1: remark: assuming that 'a' and 'last_seen' do not overlap
  // CHECK-MESSAGES: :[[@LINE+2]]:1: error: data race on shared variable 'last_seen'
  // CHECK-FIXED: #pragma omp parallel for lastprivate(last_seen)
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    double &s = last_seen;
    s = a[i];
  }
}

void reference_bound_outside(int n, const double *a)
{
  double &s = last_seen;
  // CHECK-VERDICT: unknown
  // CHECK-REASON: reference 's' bound to 'last_seen', which the model does not follow
  // CHECK-REASON-KIND: pointer
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: reference 's' bound to 'last_seen'
#pragma omp parallel for private(last_seen)
  for (int i = 0; i < n; i++)
    s = a[i];
}

void scale_through_data(std::vector<double> &v, double f)
{
  double *p = v.data();
  int n = v.size();
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    p[i] *= f;
}

void shift_through_data(std::array<double, 16> &w)
{
  double *q = w.data() + 1;
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: w race certain
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: data race on shared variable 'w'
  // CHECK-MESSAGES: :[[@LINE+4]]:5: note: iteration i = 0 writes 'q[i]'
  // CHECK-MESSAGES: :[[@LINE+3]]:12: note: iteration i = 1 reads 'w[i]'
#pragma omp parallel for
  for (int i = 0; i < 15; i++)
    q[i] = w[i];
}
