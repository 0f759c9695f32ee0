// access ::= a field path that keeps its value (s.w, p->a): a variable of
// its own.
struct pair {
  double a[32];
  double w[32];
};

void field_path(struct pair *p, struct pair s)
{
#pragma omp parallel for
  for (int i = 0; i < 32; i++)
    p->a[i] = s.w[i];
}
