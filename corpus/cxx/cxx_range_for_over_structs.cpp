// A range-based `for` over an array or a std::vector of structs whose
// loop variable is a reference (`for (Particle &p : parts)`) is a loop
// over k in [0, size), the variable naming element k: `p.x` is
// `parts[k].x`, a field of the element (as `Particle &p = parts[i]` is).
// Before, any such loop made every directive of its function unknown, one
// that printed results after the parallel loops too ("a range-based 'for'
// over 'results', not an array or container of numbers").
#include <cstdio>
#include <vector>

struct Particle {
  double x, v, m;
};

struct Result {
  double time;
  int count;
};

void forces(std::vector<Particle> &parts, std::vector<double> &f, int n)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    double s = 0.0;
    for (const Particle &q : parts)
      s += q.m * (q.x - parts[i].x);
    f[i] = s;
  }
}

void move_all(std::vector<Particle> &parts, int n, double dt)
{
  // Every iteration moves every particle.
  // CHECK-VERDICT: violation
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'parts[].x' [ompfix-race]
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    for (Particle &q : parts)
      q.x += q.v * dt;
}

void report(std::vector<Result> &results, double *a, int n)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    a[i] = 2.0 * a[i];
  for (const Result &r : results)
    std::printf("%f %d\n", r.time, r.count);
}

void advance(std::vector<Particle> &parts, double dt)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (Particle &p : parts)
    p.x += p.v * dt;
}

Particle fixed[64];

void advance_array(double dt)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (Particle &p : fixed)
    p.x += p.v * dt;
}

// A copy of the element is not followed yet.
void copies(std::vector<Particle> &parts, double *out, int n)
{
  // CHECK-VERDICT: unknown
  // CHECK-REASON: loop variable 'p' of type 'Particle'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: {{.*}}
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    for (Particle p : parts)
      out[i] += p.x;
}
