// The fields of an array of structs are arrays of their own, one per field path: `p[i].x` is cell [i] of `p[].x`, `c[i].v[k]` cell [i, k] of `c[].v`, and two fields are two pieces of memory (issue 37, item 1: "field-sensitive throughout"; `particles[p].alive`, `workload[i].complexity` were "access to a struct member"). Writing `p[i].x` from `p[i + 1].y` is no conflict; from `p[i + 1].x` it is. The struct copied whole (`q[i] = q[i + 1]`) reads and writes each of its numbers: a race. Elements another name reaches (`struct particle *first = &local[0]`): unknown.
struct particle {
  double x, y;
  int alive;
};

struct cell {
  double v[3];
  struct {
    double lo, hi;
  } range;
};

void move(int n, struct particle *p, double dt)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n - 1; i++)
    if (p[i].alive)
      p[i].x = p[i + 1].y + dt;
}

void shift(int n, struct particle *p)
{
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: p[].x race certain
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: data race on shared variable 'p[].x' [ompfix-race]
  // CHECK-MESSAGES: :[[@LINE+4]]:5: note: iteration i = 1 writes 'p[i].x'
  // CHECK-MESSAGES: :[[@LINE+3]]:14: note: iteration i = 0 reads 'p[i + 1].x'
#pragma omp parallel for
  for (int i = 0; i < n - 1; i++)
    p[i].x = p[i + 1].x;
}

struct cell grid[64][64];

void smooth(void)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for collapse(2)
  for (int i = 0; i < 64; i++)
    for (int j = 0; j < 64; j++) {
      for (int k = 0; k < 3; k++)
        grid[i][j].v[k] = 0.5 * (grid[i][j].range.lo + grid[i][j].range.hi);
    }
}

void total_alive(int n, struct particle *p, int *count)
{
  int alive = 0;
  // CHECK-VERDICT: fixable
  // CHECK-FIXED: #pragma omp parallel for reduction(+: alive)
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'alive'
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    alive += p[i].alive;
  *count = alive;
}

void copy_whole(int n, struct particle *q)
{
  // (A struct of numbers copied whole: each of its numbers,
  // loops/struct_values.c.)
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: q[].alive race certain
  // CHECK-MESSAGES: :[[@LINE+5]]:1: error: data race on shared variable 'q[].x'
  // CHECK-MESSAGES: :[[@LINE+6]]:5: note: iteration i = 1 writes 'q[i]'
  // CHECK-MESSAGES: :[[@LINE+5]]:12: note: iteration i = 0 reads 'q[i + 1]'
  // CHECK-MESSAGES: :[[@LINE+2]]:1: error: data race on shared variable 'q[].y'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'q[].alive'
#pragma omp parallel for
  for (int i = 0; i < n - 1; i++)
    q[i] = q[i + 1];
}

// A pointer to one element, never assigned again, is that element's name:
// `first->x` is `local[0].x` (cxx/cxx_names_of_struct_elements.cpp).
void through_other_name(int n)
{
  struct particle local[100];
  struct particle *first = &local[0];
  for (int i = 0; i < 100; i++)
    local[i].x = local[i].y = 0.0;
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 1; i < 100; i++)
    local[i].x = first->x + i;
}

void through_other_name_written(int n)
{
  struct particle local[100];
  struct particle *second = &local[1];
  for (int i = 0; i < 100; i++)
    local[i].x = local[i].y = 0.0;
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: local[].x race certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'local[].x' [ompfix-race]
#pragma omp parallel for
  for (int i = 1; i < 100; i++)
    local[i].x = second->x + i;
}

struct cell table[16];

void past_the_end(void)
{
  // The declared extents bound each field's cells.
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: table[].range.lo out-of-bounds certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: out-of-bounds access: 'table[i].range.lo' writes outside the extent that 'table[].range.lo' is declared with (undefined behaviour) [ompfix-out-of-bounds]
#pragma omp parallel for
  for (int i = 0; i <= 16; i++)
    table[i].range.lo = 0.0;
}
