// A struct passed to a function of the file (by value, by pointer, or as *p) is the caller's: the fields the callee reads and writes are the caller's field variables, so a lookup kernel with its data in a struct is checked through its calls, and a callee that updates one shared cell of it races.
typedef struct {
  int n_isotopes;
  int n_points;
  double *xs;
  double *tally;
} Data;

static double lookup(Data d, int isotope, double e)
{
  double sum = 0.0;
  for (int g = 0; g < d.n_points; g++)
    sum += d.xs[isotope * d.n_points + g] * e;
  return sum;
}

static unsigned long next_seed(unsigned long *seed)
{
  *seed = *seed * 6364136223846793005UL + 1;
  return *seed;
}

static void macro_xs(const Data *d, double e, double *out)
{
  for (int k = 0; k < 5; k++)
    out[k] = 0.0;
  for (int i = 0; i < d->n_isotopes; i++)
    for (int k = 0; k < 5; k++)
      out[k] += lookup(*d, i, e);
}

static void count(Data *d, double v) { d->tally[0] += v; }

void simulate(Data data, int lookups, double *verify)
{
  // CHECK-VERDICT: verified
  // CHECK-VARIABLE: verify declared=shared required=shared status=ok
#pragma omp parallel for
  for (int i = 0; i < lookups; i++) {
    unsigned long seed = 42 + i;
    double e = next_seed(&seed) * 1e-20;
    double xs[5];
    macro_xs(&data, e, xs);
    verify[i] = xs[0] + xs[4];
  }

  // CHECK-VERDICT: violation
  // CHECK-WITNESS: data.tally race certain
  // CHECK-MESSAGES: :[[@LINE+2]]:1: error: data race on shared variable 'data.tally'
  // CHECK-MESSAGES: :32:40: note: iteration i = 0 writes 'd->tally[0]'
#pragma omp parallel for
  for (int i = 0; i < lookups; i++)
    count(&data, verify[i]);
}
