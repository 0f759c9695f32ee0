// An accessor whose body is more than checks, integer and pointer locals and one `return` is not followed, and the reason says which part of the body stops it: a loop, an `if` that is no check (a second `return`), a local that is neither an integer nor a pointer, side effects in what it returns. (Such accessors were all "its body is more than checks, locals and one 'return' of an expression without side effects", which did not tell a user, or the sweep's counts, what to change, issue 38.)
struct Table {
  int n_;
  int dims_[3];
  double *cells_;
  double &looped(int i) {
    int k = 0;
    for (int d = 0; d < 3; d++)
      k = k * dims_[d] + i;
    return cells_[k];
  }
  double &either(int i) {
    if (i < n_)
      return cells_[i];
    return cells_[0];
  }
  double &scaled(int i) {
    double f = 0.5;
    return cells_[(int)(f * i)];
  }
};

void fill_looped(Table &t) {
  // CHECK-VERDICT: unknown
  // CHECK-REASON: call to 'looped', whose result is a reference the model does not follow (its body holds a loop before its 'return')
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop:
#pragma omp parallel for
  for (int i = 0; i < t.n_; i++)
    t.looped(i) = i;
}

void fill_either(Table &t) {
  // CHECK-VERDICT: unknown
  // CHECK-REASON: call to 'either', whose result is a reference the model does not follow (its body holds an 'if' that is no check before its 'return')
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop:
#pragma omp parallel for
  for (int i = 0; i < t.n_; i++)
    t.either(i) = i;
}

void fill_scaled(Table &t) {
  // CHECK-VERDICT: unknown
  // CHECK-REASON: call to 'scaled', whose result is a reference the model does not follow (its body declares local 'f', which is neither an integer nor a pointer)
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop:
#pragma omp parallel for
  for (int i = 0; i < t.n_; i++)
    t.scaled(i) = i;
}
