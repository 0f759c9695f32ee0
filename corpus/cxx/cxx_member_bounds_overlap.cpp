// A member read as a loop bound in a member function (`j < n`, `j <
// this->n`) is memory of the object, which a pointer the loop writes
// through may reach (`a` given the object's own address in a caller): the
// verdict assumes they do not overlap and says so. Before, such reads made
// no access, and the loop was verified with no remark (a review's wrong
// `verified`).
struct Counter {
  int n;
  void fill(int *a, double *out, int count);
};

void Counter::fill(int *a, double *out, int count)
{
  // CHECK-VERDICT: verified
  // CHECK-ASSUMES: a and this->n do not overlap
#pragma omp parallel for
  for (int i = 0; i < count; i++) {
    a[i] = 0;
    for (int j = 0; j < this->n; j++)
      out[i] += 1.0;
  }
}
