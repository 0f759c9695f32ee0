// A member function called on an element of an array of structs (`p[i].move(dt)`, `v[i] += w[i]`, `ps[i].kick(f)` on a std::vector) is followed as one called on a variable: its `this` is that element, and each field it names is the element's, an array of its own (`p[].x`). The element's subscripts must keep their values while the call runs. Moving each particle in its own iteration is verified; moving the next one too races. A compound assignment operator's `return *this;` reads nothing where the value is dropped. An element whose subscript changes, a used result, `this` stored, or another element reached through a pointer parameter stay unknown.
#include <vector>

struct Particle {
  double x, v;
  void move(double dt) { x += v * dt; }
  double energy() const { return 0.5 * v * v; }
  void kick(double f) { v += f; move(1.0); }
};

void step(Particle *p, int n, double dt) {
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    p[i].move(dt);
}

void energies(const Particle *p, int n, double *__restrict e) {
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    e[i] = p[i].energy();
}

void step_next(Particle *p, int n, double dt) {
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: p[].x race certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'p[].x'
#pragma omp parallel for
  for (int i = 0; i < n - 1; i++) {
    p[i].move(dt);
    p[i + 1].move(dt);
  }
}

void kick_all(std::vector<Particle> &ps, int n, double f) {
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    ps[i].kick(f);
}

struct Vec {
  double x, y;
  Vec &operator+=(const Vec &o) {
    x += o.x;
    y += o.y;
    return *this;
  }
};

void add_all(Vec *__restrict v, const Vec *__restrict w, int n) {
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    v[i] += w[i];
}

void step_moving_index(Particle *p, int n, int *next, double dt) {
  // (k changes within the iteration: not the element the call started
  // from.)
  // CHECK-VERDICT: unknown
  // CHECK-REASON: its object is not a variable, a path of fields or an element of an array of structs
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: call to 'move'
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    int k = i;
    k = next[k];
    p[k].move(dt);
  }
}

void used_sum(Vec *__restrict v, const Vec *__restrict w, double *__restrict s,
              int n) {
  // (The operator's value is used: what it returns is not followed.)
  // CHECK-VERDICT: unknown
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: call to 'operator+=', whose result is a place the model does not follow
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    s[i] = (v[i] += w[i]).x;
}

struct Cell {
  double value;
  Cell *self;
  void link() { self = this; }
  void pull(const Cell *all, int j) { value = all[j].value; }
};

void link_all(Cell *c, int n) {
  // CHECK-VERDICT: unknown
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: access to a struct member 'self'
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    c[i].link();
}

void pull_next(Cell *c, int n) {
  // CHECK-VERDICT: unknown
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: access to a struct member 'all[j].value'
#pragma omp parallel for
  for (int i = 0; i < n - 1; i++)
    c[i].pull(c, i + 1);
}
