// A field reached through a pointer (`s->atoms->p`) that only calls the
// model cannot see may change keeps its value from one such call to the
// next: between them it is an array of its own, another one after the
// next call (issue 37, item 1: "every pointer value that cannot change
// while the loop or region runs is the base of an array of its own").
// A call in the top-level statement that holds the loop (a time loop
// calling a log) may change it between the directive's instances: no
// array there.
typedef struct {
  double *p;
  double *f;
  int n;
} Atoms;
typedef struct {
  Atoms *atoms;
} Sim;

void log_step(Sim *s);

void advance(Sim *s, double dt)
{
  log_step(s);
  // CHECK-VERDICT: verified
  // CHECK-MESSAGES: :[[@LINE+1]]:1: remark: assuming that 's->atoms->f' and 's->atoms->p' do not overlap
#pragma omp parallel for
  for (int i = 0; i < s->atoms->n; i++)
    s->atoms->p[i] += dt * s->atoms->f[i];
  log_step(s);
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: s->atoms->p race certain
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: data race on shared variable 's->atoms->p' [ompfix-race]
  // CHECK-MESSAGES: :[[@LINE+4]]:5: note: iteration i = 1 writes 's->atoms->p[i]'
  // CHECK-MESSAGES: :[[@LINE+3]]:22: note: iteration i = 2 reads 's->atoms->p[i - 1]'
#pragma omp parallel for
  for (int i = 1; i < s->atoms->n; i++)
    s->atoms->p[i] = s->atoms->p[i - 1];
}

void in_time_loop(Sim *s, int steps)
{
  for (int t = 0; t < steps; t++) {
    log_step(s);
    // CHECK-VERDICT: unknown
    // CHECK-REASON-KIND: member
    // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: access to a struct member 's->atoms->p[i]'
#pragma omp parallel for
    for (int i = 0; i < 100; i++)
      s->atoms->p[i] = 0.0;
  }
}
