// A loop directive's bound read through a const member function or a member of `this` is its value where the directive starts; inside an outer loop that value is the same in every instance where nothing in the function can change it: no assignment of the field, no non-const member call, no call the front end cannot see (gapbs: `for (NodeID u = 0; u < g.num_nodes(); u++)` in each iteration of PageRank; faiss: `i < ntotal` in member functions).
struct Graph {
  int n;
  int num_nodes() const { return n; }
};

void page_rank(const Graph &g, double *score, int iters)
{
  for (int it = 0; it < iters; it++) {
    // CHECK-VERDICT: verified
#pragma omp parallel for
    for (int u = 0; u < g.num_nodes(); u++)
      score[u] = 0.5 * score[u];
  }
}

struct Index {
  long ntotal;
  double *data;

  void scale(int iters)
  {
    for (int it = 0; it < iters; it++) {
      // CHECK-VERDICT: verified
#pragma omp parallel for
      for (long i = 0; i < ntotal; i++)
        data[i] *= 2;
    }
  }

  // Each instance runs to another ntotal: no one parameter holds it.
  void grow(int iters)
  {
    for (int it = 0; it < iters; it++) {
      ntotal++;
      // CHECK-VERDICT: unknown
      // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: the bounds of the parallel loop are not affine [ompfix-unchecked]
#pragma omp parallel for
      for (long i = 0; i < ntotal; i++)
        data[i] *= 2;
    }
  }
};

void use(Index &x)
{
  x.scale(3);
  x.grow(2);
}
