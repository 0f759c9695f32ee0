// `this` in the body of a lambda is the object the lambda captured, the
// member function's own, not the closure object the lambda is called on:
// `nlist` read in `get` is the field the loop writes. Bound to the closure
// (`get.nlist`), it was another variable, and the loop that writes nlist in
// iteration 0 while the others read it through `get` was verified (found
// while triaging issue 37's development half, a similarity-search
// library's lambdas in member functions). A lambda made in a member
// function followed from a call has that call's object as `this`.
struct Lists {
  long nlist;
  long codes[1024];

  void search(long n, long *out)
  {
    auto get = [&]() { return nlist; };
    // CHECK-VERDICT: violation
    // CHECK-WITNESS: nlist race certain
    // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'nlist' [ompfix-race]
#pragma omp parallel for
    for (long i = 0; i < n; i++) {
      out[i] = get();
      if (i == 0)
        nlist = 5;
    }
  }

  void offsets(long n, long *out)
  {
    auto code = [&](long i) { return codes[i] + nlist; };
    // CHECK-VERDICT: verified
#pragma omp parallel for
    for (long i = 0; i < 1024; i++)
      out[i] = code(i);
  }

  void scale(long n)
  {
    auto bump = [this](long i) { codes[i] += nlist; };
    // CHECK-VERDICT: verified
#pragma omp parallel for
    for (long i = 0; i < 1024; i++)
      bump(i);
  }

  void bump_one(long i)
  {
    auto bump = [this](long k) { codes[k] += nlist; };
    bump(i);
  }

  void through_member(long n)
  {
    // CHECK-VERDICT: verified
#pragma omp parallel for
    for (long i = 0; i < 1024; i++)
      bump_one(i);
  }
};

void use(Lists &l, long *out)
{
  l.search(8, out);
  l.offsets(8, out);
  l.scale(8);
  l.through_member(8);
}
