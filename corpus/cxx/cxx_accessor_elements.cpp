// Accessors that return one element of an array or container of structs
// (`Particle &get(int i) { return parts[i]; }`): the call names that
// element, written in the caller's terms (the accessor's parameters
// replaced by the call's arguments, `this` by its object), as if the
// caller had written `s.parts[i]` (AccessorPlaces.cpp). A field of the
// result (`s.get(i).x`), a reference bound to it (`Particle &p =
// s.get(i)`) and a pointer accessor's element (`g.node(k)->w`) are that
// element's fields. Before, each was "call to 'get', which may access
// memory (it returns a value that is no number)" or "access to a struct
// member".
#include <cassert>
#include <vector>

struct Particle {
  double x, v;
};

struct System {
  std::vector<Particle> parts;
  int n;
  Particle &get(int i) { return parts[i]; }
  const Particle &cget(int i) const { return parts[i]; }
  Particle &checked(int i) {
    assert(i < n);
    return parts[i];
  }
  Particle &shifted(int i) {
    const int k = i + 1;
    return parts[k];
  }
};

void move_named(System &s, int n)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    Particle &p = s.get(i);
    p.x += p.v;
  }
}

void move_in_place(System &s, int n)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    s.get(i).x += s.cget(i).v;
}

void read_positions(const System &s, int n, double *out)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    out[i] = s.cget(i).x;
}

void move_checked(System &s, int m)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < m; i++) {
    Particle &p = s.checked(i);
    p.x = 2 * p.v;
  }
}

void move_shifted(System &s, int m)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < m; i++)
    s.shifted(i).v = 0;
}

struct Node {
  double w;
  int degree;
};

struct Graph {
  Node *nodes;
  Node *node(int k) { return &nodes[k]; }
  Node *next(int k) { return nodes + k + 1; }
};

void weigh(Graph &g, int n)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    Node *u = g.node(i);
    u->w = u->degree * 0.5;
  }
}

void weigh_next(Graph *g, int n)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    g->next(i)->w = 1.0;
}

// Two iterations move the same particle.
void move_pairs(System &s, int n)
{
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: s.parts[].x race certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 's.parts[].x'
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    Particle &p = s.get(i / 2);
    p.x += 1;
  }
}

// Each iteration reads the next node's weight, which the next iteration
// writes.
void smooth(Graph &g, int n)
{
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: g.nodes[].w race certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'g.nodes[].w'
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    g.node(i)->w = g.next(i)->w;
}

struct Base {
  std::vector<Particle> parts;
  virtual Particle &get(int i) { return parts[i]; }
};

// A virtual accessor may run an override.
void move_virtual(Base &b, int n)
{
  // CHECK-VERDICT: unknown
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop:
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    b.get(i).x += 1;
}

static void push(Particle &p, double dt) { p.x += p.v * dt; }
static void stop(Node *u) { u->w = 0; }

// The element an accessor returns, given to a function of the file.
void push_all(System &s, int n, double dt)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    push(s.get(i), dt);
}

void stop_all(Graph &g, int n)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    stop(g.node(i));
    stop(&g.nodes[i]);
  }
}

// Every iteration pushes the first particle.
void push_first(System &s, int n, double dt)
{
  // CHECK-VERDICT: violation
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 's.parts[].x'
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    push(s.get(0), dt);
}
