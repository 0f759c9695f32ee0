// An array of structs reached through a pointer field of a struct
// (`s->species[is].mass`, CoMD's species table, its atoms' data) is an
// array of structs as a parameter's is, when nothing in the function
// changes the path of fields on the way (`s->species`): each field of its
// elements is a variable of its own, `s->species[].mass`. Before, every
// such access was "access to a struct member" and the loop unknown.
typedef struct {
  double mass;
  int count;
} Species;

typedef struct {
  int *kind;
  double *p;
} Atoms;

typedef struct {
  Species *species;
  Atoms *atoms;
  int nLocal;
} Sim;

void kinetic(Sim *s, double *ke)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < s->nLocal; i++) {
    int is = s->atoms->kind[i];
    ke[i] = 0.5 * s->species[is].mass * s->atoms->p[i] * s->atoms->p[i];
  }
}

void set_masses(Sim *s, int n)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    s->species[i].mass = 1.0;
}

void count_first(Sim *s, int n)
{
  // CHECK-VERDICT: violation
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 's->species[].count' [ompfix-race]
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    s->species[0].count += 1;
}

// The path changes in the function: its elements are not followed.
void moved(Sim *s, Species *other, int n)
{
  // CHECK-VERDICT: unknown
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: {{.*}}
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    s->species[i].mass = 1.0;
  s->species = other;
}
