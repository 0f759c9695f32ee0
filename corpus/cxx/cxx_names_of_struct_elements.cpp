// A reference or a pointer bound to one element of an array or a
// std::vector of structs, never bound again, whose subscript keeps its
// value while the name lives (`Particle &p = parts[i]`, `const Seg &s =
// segs[t]`, `Cell *c = &cells[i]`): `p.x` is `parts[i].x`, the element's
// field (issue 37's development half: faiss's `auto &nn = graph[n]`, the
// merge's `SegmentS sw = sws[t]`). Before, any such name made the array
// escape and every access to its fields unknown. A subscript that may
// change while the name lives (`int k = i; ... k++`) keeps the loop unknown.
#include <vector>

struct Particle {
  double x, v;
};

struct Seg {
  int i0, i1;
  double w;
};

void advance(std::vector<Particle> &parts, int n, double dt)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    Particle &p = parts[i];
    p.x += p.v * dt;
  }
}

void weights(int nt, const std::vector<Seg> &segs, double *out)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int t = 0; t < nt; t++) {
    const Seg &s = segs[t];
    out[t] = s.w * (s.i1 - s.i0);
  }
}

void through_pointer(int n, Particle *cells)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    Particle *c = &cells[i];
    c->v = c->v * 0.5 + c->x;
  }
}

void shared_element(int n, Particle *cells)
{
  // CHECK-VERDICT: violation
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'cells[].x' [ompfix-race]
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    Particle &c = cells[i / 2];
    c.x = c.v + i;
  }
}

void neighbour(int n, std::vector<Particle> &parts)
{
  // CHECK-VERDICT: violation
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'parts[].v' [ompfix-race]
#pragma omp parallel for
  for (int i = 1; i < n; i++) {
    Particle &left = parts[i - 1];
    parts[i].v = left.v + 1.0;
  }
}

// `c` names cells[k], and k changes while c lives: some element of cells
// (someElement), whose write in every iteration may be a race.
void moving_subscript(int n, Particle *cells)
{
  // CHECK-VERDICT: unknown
  // CHECK-REASON-KIND: possible-race
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: possible data race on shared variable 'cells[].x'
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    int k = i;
    Particle &c = cells[k];
    k++;
    c.x = k;
  }
}

struct Row {
  int n;
  double s;
};

void bound_through_a_name(std::vector<Row> &rows, int m)
{
  // The name's field is the element's, which another iteration writes: no
  // parameter of the inner bound (a race, possible: the inner count is no
  // value the model knows).
  // CHECK-VERDICT: unknown
  // CHECK-REASON-KIND: possible-race
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: possible data race on shared variable 'rows[].n' [ompfix-possible-race]
#pragma omp parallel for
  for (int i = 0; i < m; i++) {
    Row &first = rows[0];
    for (int k = 0; k < first.n; k++)
      rows[i].n = k;
  }
}

void copies_of_elements(int nt, const std::vector<Seg> &segs, double *out)
{
  // A copy (`Seg s = segs[t]`) reads every field of the element where it
  // is made, and its own fields are the iteration's.
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int t = 0; t < nt; t++) {
    Seg s = segs[t];
    out[t] = s.w * s.i0;
  }
}

void copy_of_an_element_another_writes(int nt, std::vector<Seg> &segs)
{
  // CHECK-VERDICT: violation
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'segs[].w' [ompfix-race]
#pragma omp parallel for
  for (int t = 0; t < nt - 1; t++) {
    Seg s = segs[t];
    segs[t + 1].w = s.w;
  }
}
