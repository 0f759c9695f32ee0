// An object a std::unique_ptr or std::shared_ptr owns is reached as an object behind a pointer: `sp->f`, `sp->at(i)`, `sp.get()->f` are the fields of the object sp points to, shared by every thread that reaches sp (a shared_ptr's copies, a pointer from `get()`, reach the same object), and a call of a member function on it is followed as on `p->at(i)`. Setting the pointer again (`reset`, `=`) reaches another object after, which is not followed: the loops after are unknown. A member function called on a field of `this` (`q.index(c)` in a member function) binds the callee's `this` to that field. (Issue 38: these were "call to 'at', whose result is a reference the model does not follow (its object is not a variable, a path of fields or an element of an array of structs)".)
#include <memory>

struct Table {
  int n;
  double *cells;
  double &at(int i) { return cells[i]; }
  double scaled(int i) const { return 2.0 * cells[i]; }
};

void fill_unique(std::unique_ptr<Table> &t) {
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < t->n; i++)
    t->at(i) = i;
}

void fill_shared(std::shared_ptr<Table> t, const double *in) {
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < t->n; i++)
    t->at(i) = t->scaled(i) + in[i];
}

void shift_shared(const std::shared_ptr<Table> &t) {
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: t->cells race certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 't->cells'
#pragma omp parallel for
  for (int i = 1; i < t->n; i++)
    t->at(i) = t->at(i - 1);
}

void through_get(std::unique_ptr<Table> &t) {
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < t.get()->n; i++)
    t.get()->cells[i] *= 0.5;
}

void sum_into_first(std::shared_ptr<Table> &t) {
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: t->cells race certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 't->cells'
#pragma omp parallel for
  for (int i = 1; i < t->n; i++)
    t->cells[0] += t->cells[i];
}

void renew(std::unique_ptr<Table> &t, std::unique_ptr<Table> &u) {
  t = std::move(u);
  // CHECK-VERDICT: unknown
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop:
#pragma omp parallel for
  for (int i = 0; i < t->n; i++)
    t->at(i) = 1.0;
}

void made_here(int n) {
  std::unique_ptr<Table> t = std::make_unique<Table>();
  t->n = n;
  // CHECK-VERDICT: unknown
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop:
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    t->at(i) = 1.0;
}

void copies_per_thread(const std::shared_ptr<Table> &t) {
  // CHECK-REGION: unknown
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this parallel region:
#pragma omp parallel
  {
    std::shared_ptr<Table> mine = t;
    mine->cells[0] = 1.0;
  }
}

struct Quantizer {
  int d;
  int index(int c) const { return c % d; }
};

struct Index {
  int n;
  Quantizer q;
  std::unique_ptr<Table> table;
  int *codes;
  void assign() {
    // CHECK-VERDICT: verified
#pragma omp parallel for
    for (int i = 0; i < n; i++)
      codes[i] = q.index(codes[i]);
  }
  void clear() {
    // CHECK-VERDICT: verified
#pragma omp parallel for
    for (int i = 0; i < table->n; i++)
      table->at(i) = 0.0;
  }
  void smooth() {
    // CHECK-VERDICT: violation
    // CHECK-WITNESS: table->cells race certain
    // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'table->cells'
#pragma omp parallel for
    for (int i = 1; i < table->n; i++)
      table->at(i) += table->at(i - 1);
  }
};

// A copy of a smart pointer, a pointer from `get()`, a pointer field's
// value kept in a local: other names of the same object, which the model
// does not tell apart from the original (found in review: these were
// verified, assuming the two names do not overlap).
void copied(std::shared_ptr<Table> a) {
  std::shared_ptr<Table> b = a;
  // CHECK-VERDICT: unknown
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop:
#pragma omp parallel for
  for (int i = 0; i < 100; i++)
    b->cells[i] = a->cells[0];
}

void raw_from_get(std::unique_ptr<Table> &a) {
  Table *b = a.get();
  // CHECK-VERDICT: unknown
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop:
#pragma omp parallel for
  for (int i = 0; i < 100; i++)
    b->cells[i] = a->cells[0];
}

struct Owner {
  Table *raw;
  std::shared_ptr<Table> owned;
  void from_raw_field() {
    Table *b = raw;
    // CHECK-VERDICT: unknown
    // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop:
#pragma omp parallel for
    for (int i = 0; i < 100; i++)
      b->at(i) = raw->at(0);
  }
  void from_owned_field() {
    Table *b = owned.get();
    // CHECK-VERDICT: unknown
    // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop:
#pragma omp parallel for
    for (int i = 0; i < 100; i++)
      b->at(i) = owned->at(0);
  }
};
