// A pointer field that the function's own code assigns fresh memory
// outside its constructs (`if (!pot->ready) pot->buf = malloc(n);`) names
// another array after each assignment: a loop after it sees one array,
// the memory the field then points to, which no other name reaches.
// Reading a pointer field's value (`pot->halo == NULL`) touches no memory
// it points to. Before, the assignment, or a read of a `void *` field,
// made every loop of the function unknown (issue 37's development half:
// CoMD's eam.c, "access to a struct member 'pot->dfEmbed[ii]'"). A field
// assigned other memory (`s->data = buf`, which may be any other name's:
// `loc` below), inside a loop around the directive, or by a callee, keeps
// it unknown.
#include <stdlib.h>

struct sim {
  int n;
  double *data;
  double *energy;
  void *halo;
};

void rebind(struct sim *s, double *out, double *buf)
{
  s->data = buf;
  // CHECK-VERDICT: unknown
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: access to a struct member 's->data[i]' [ompfix-unchecked]
#pragma omp parallel for
  for (int i = 0; i < s->n; i++)
    out[i] = 2.0 * s->data[i];
}

void rebind_to_a_local(struct sim *s)
{
  double loc[100];
  s->data = loc;
  // (Iteration 0 writes loc[0], which every iteration reads as
  // s->data[0].)
  // CHECK-VERDICT: unknown
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: access to a struct member 's->data[0]' [ompfix-unchecked]
#pragma omp parallel for
  for (int i = 0; i < 100; i++)
    loc[i] = s->data[0] + 1;
}

void first_call(struct sim *s)
{
  if (s->halo == NULL)
    s->energy = (double *)malloc(s->n * sizeof(double));
  // CHECK-VERDICT: verified
  // CHECK-ASSUMES: s->data and s->energy do not overlap
#pragma omp parallel for
  for (int i = 0; i < s->n; i++)
    s->energy[i] = 0.5 * s->data[i];
}

void shifted_after(struct sim *s)
{
  s->data = (double *)malloc(s->n * sizeof(double));
  // CHECK-VERDICT: violation
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 's->data' [ompfix-race]
#pragma omp parallel for
  for (int i = 1; i < s->n; i++)
    s->data[i] = s->data[i - 1];
}

void swapped_each_step(struct sim *s, double *a, double *b, int steps)
{
  for (int t = 0; t < steps; t++) {
    s->data = t % 2 ? a : b;
    // CHECK-VERDICT: unknown
    // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: access to a struct member 's->data[i]' [ompfix-unchecked]
#pragma omp parallel for
    for (int i = 0; i < s->n; i++)
      s->data[i] += 1.0;
  }
}

// A local struct whose initializer points a field at another name's
// memory (`{loc}`) reaches those cells under two names: not followed
// (a wrong verified before, found by review); fresh memory is followed.
struct view {
  double *data;
};

void view_of_a_local(void)
{
  double loc[100];
  struct view z = {loc};
  // CHECK-VERDICT: unknown
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: access to a struct member 'z.data[i]' [ompfix-unchecked]
#pragma omp parallel for
  for (int i = 0; i < 99; i++)
    z.data[i] = loc[i + 1];
}

void view_of_fresh_memory(void)
{
  struct view z = {(double *)malloc(100 * sizeof(double))};
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < 100; i++)
    z.data[i] = 2.0 * i;
  free(z.data);
}
