// A member function reads and writes its object's fields (`d`,
// `ntotal`: this->d) as variables of their own. `this` never changes, so
// a field reached from it directly is one place whatever the function
// calls elsewhere: a call the model cannot see before the loop (a log)
// no longer makes every field "access to a struct member" (faiss: 12
// loops of the development half).
void log_event(const char *);

struct Index {
  int d;
  long ntotal;
  void scale(int n, double *out);
  void count(int n, const double *in);
};

void Index::scale(int n, double *out)
{
  log_event("scale");
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    out[i] = d * 2.0;
}

// The count under a condition on the data: possible, and no clause can
// name a field.
void Index::count(int n, const double *in)
{
  log_event("count");
  // CHECK-VERDICT: unknown
  // CHECK-REASON-KIND: possible-race
  // CHECK-WITNESS: ntotal race possible
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: possible data race on shared variable 'ntotal' [ompfix-possible-race]
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    if (in[i] > 0)
      ntotal++;
}
