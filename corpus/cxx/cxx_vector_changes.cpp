// What changes a std::vector of numbers (`push_back`, `resize`, `clear`, ...) reads and writes its size, a cell of the vector's own in the model, and may write its elements; `size()` and `empty()` read the size. A vector each iteration declares is its own: filled and read there, verified. Iterations growing one shared vector race on its size, and a thread asking its size while another grows it races too. A vector a clause copies (an empty one) stays unknown.
#include <omp.h>
#include <vector>

void local_vector(int n, const double *__restrict a, double *__restrict out) {
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    std::vector<double> tmp;
    for (int k = 0; k < 4; k++)
      tmp.push_back(a[4 * i + k]);
    double s = 0;
    for (int k = 0; k < 4; k++)
      s += tmp[k];
    out[i] = s;
  }
}

void shared_vector(int n, const double *a, std::vector<double> &v) {
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: v race certain
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: data race on shared variable 'v'
  // CHECK-MESSAGES: :[[@LINE+4]]:5: note: iteration i = 0 writes 'v.push_back(a[i])'
  // CHECK-MESSAGES: :[[@LINE+3]]:5: note: iteration i = 1 reads 'v.push_back(a[i])'
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    v.push_back(a[i]);
}

void size_only(int n, const std::vector<double> &v, double *__restrict out) {
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    out[i] = v.size() + i;
}

void grown_while_asked(std::vector<double> &v, double *__restrict out) {
  // CHECK-REGION: violation
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: data race on shared variable 'v' between the threads of the parallel region
  // CHECK-MESSAGES: :[[@LINE+5]]:5: note: the thread running the single writes 'v.push_back(1.0)'
  // CHECK-MESSAGES: :[[@LINE+5]]:33: note: another thread reads 'v.size()'
#pragma omp parallel
  {
#pragma omp single nowait
    v.push_back(1.0);
    out[omp_get_thread_num()] = v.size();
  }
}

void clause_copy(int n, const double *a, double *__restrict out) {
  std::vector<double> tmp;
  // CHECK-VERDICT: unknown
  // CHECK-REASON-KIND: call
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: call to 'clear'
#pragma omp parallel for private(tmp)
  for (int i = 0; i < n; i++) {
    tmp.clear();
    tmp.push_back(a[i]);
    out[i] = tmp[0];
  }
}

void resized_after(int n, std::vector<double> &v) {
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    v[i] = i;
  v.resize(2 * n);
}

// `reserve` may move the elements and changes the capacity: it writes
// what `capacity()` and `size()` read (a review found this verified).
void reserved_while_asked(int n, std::vector<double> &v,
                          double *__restrict out) {
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: v race certain
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: data race on shared variable 'v'
  // CHECK-MESSAGES: :[[@LINE+5]]:7: note: iteration i = 0 writes 'v.reserve(1000)'
  // CHECK-MESSAGES: :[[@LINE+5]]:14: note: iteration i = 1 reads 'v.capacity()'
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    if (i == 0)
      v.reserve(1000);
    out[i] = v.capacity();
  }
}

// A thread's own vector that a worksharing loop's iterations grow is the
// thread's partial result, not followed yet (not an error: a review found
// "read before it is written").
void per_thread_collect(int n, const double *a, double *__restrict out) {
  // CHECK-REGION: unknown
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this parallel region
#pragma omp parallel
  {
    std::vector<double> mine;
    // CHECK-VERDICT: unknown
    // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: call to 'push_back'
#pragma omp for
    for (int i = 0; i < n; i++)
      mine.push_back(a[i]);
    out[omp_get_thread_num()] = mine.size();
  }
}
