// Values of the C++ standard library that own all they hold (a std::string, a std::pair, a std::vector of strings, a std::map) are one cell each, read and written whole, as the library's declarations say its operations use them: a const member or a const reference reads the value, `=`, `assign` and `clear` set it, any other change (`+=`, `push_back`, a move from it) reads and writes it. A string made in each iteration (`"item_" + std::to_string(i)`) is the iteration's own; one that every iteration appends to races. Functions of the file that take or return such values are followed: a value parameter or a temporary is the callee's own, a reference one the caller's variable. The model tells no part of a value from another, so a change of a part of a value that threads share (`names[i] = s`) is unknown, not a race. (Tutorial and library code that built strings in parallel loops and regions was "call to 'operator+', which may access memory (it returns a value that is no number)", issue 38.)
#include <cstdio>
#include <iostream>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include <omp.h>

static std::string label(int i) {
  std::string r = "item_";
  r += std::to_string(i);
  return r;
}

static double weight(const std::string &name) { return name.size() * 0.5; }

static void record(std::vector<std::string> &log, const std::string &s) {
  log.push_back(s);
}

static void rename(std::string &s, int i) { s = label(i); }

void own_strings(int n, double *a) {
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    std::string s = "x" + std::to_string(i);
    s += "!";
    printf("%s\n", s.c_str());
    a[i] = weight(s);
  }
}

void append_to_one(int n, std::string &acc) {
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: acc race certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'acc'
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    acc += "x";
}

void read_shared(int n, double *a, const std::vector<std::string> &names,
                 const std::map<int, double> &scale) {
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    const std::string &name = names[i];
    a[i] = weight(name) * scale.at(i) + names[i].empty();
    std::cout << name << std::endl;
  }
}

void write_parts(int n, std::vector<std::string> &names) {
  // CHECK-VERDICT: unknown
  // CHECK-REASON: 'names[i]' changes a part of 'names', a value of the standard library that threads share and whose parts the model does not tell apart
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: 'names[i]' changes a part of 'names'
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    names[i] = label(i);
}

void scratch(int n, double *a) {
  std::string t;
  // CHECK-VERDICT: verified
#pragma omp parallel for private(t)
  for (int i = 0; i < n; i++) {
    t = label(i);
    a[i] = t.size();
  }
  // CHECK-VERDICT: fixable
  // CHECK-WITNESS: t race certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 't'
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    rename(t, i);
    a[i] = weight(t);
  }
}

void callees(int n, double *a, std::vector<std::string> &log) {
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    a[i] = weight(label(i));
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: log race certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'log'
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    record(log, label(i));
}

void pairs(int n, double *a) {
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    std::pair<int, double> p(i, a[i]);
    std::pair<int, double> q = p;
    q.second += 1;
    a[i] = q.second + p.first;
  }
}

void threads_print(void) {
  // CHECK-REGION: verified
#pragma omp parallel
  {
    std::string me = "thread " + std::to_string(omp_get_thread_num());
    std::cout << me << std::endl;
  }
}

void threads_write(std::string &last) {
  // CHECK-REGION: violation
  // CHECK-WITNESS: last race certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'last' between the threads of the parallel region
#pragma omp parallel
  { last = "thread " + std::to_string(omp_get_thread_num()); }
}

void tasks_log(int n, std::vector<std::string> &log) {
  // CHECK-REGION: violation
  // CHECK-WITNESS: log race certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'log' between the threads of the parallel region
#pragma omp parallel
  {
#pragma omp single
    for (int i = 0; i < n; i++) {
#pragma omp task
      record(log, label(i));
    }
  }
}

struct Result {
  std::string name;
  double time;
  bool ok;
};

static Result measure(int i) {
  Result r;
  r.name = "run" + std::to_string(i);
  r.time = i * 0.5;
  r.ok = true;
  return r;
}

struct Named {
  Named(int k) : k(k) {}
  int k;
  std::string s;
};

void value_structs(int n, double *a, std::vector<Result> &all) {
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    Result r = measure(i);
    r.time += 1;
    a[i] = r.time + r.name.size();
  }
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: all race certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'all'
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    all.push_back(measure(i));
  // CHECK-VERDICT: unknown
  // CHECK-REASON: the constructor of 'Named' for 'm', which may access memory or synchronize
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: the constructor of 'Named'
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    Named m(i);
    a[i] = m.k;
  }
}

void copy_out(int n, double *a, const std::string &s) {
  char buf[16] = {0};
  // CHECK-VERDICT: unknown
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: call to 'copy'
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    s.copy(buf, 3, i % 4);
    a[i] = buf[0];
  }
}

void element_and_string(int n, double *a, std::vector<std::string> &v,
                        std::string &s) {
  // CHECK-VERDICT: verified
  // CHECK-MESSAGES: :[[@LINE+1]]:1: remark: assuming that 'v' and 's' do not overlap
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    if (i == 0)
      s = "abcdefghijklmnopqrstuvwxyz";
    a[i] = v[1].size();
  }
}

struct Rec {
  std::string name;
  double v[2];
  int n;
};

static double total(const Rec &r) { return r.v[0] + r.v[1] + r.n; }

struct Counted {
  Counted() { made++; }
  static int made;
  std::string s;
};
int Counted::made = 0;

struct Key {
  std::string s;
};
bool operator==(const Key &x, const Key &y) { return x.s == y.s; }

void parts_and_code(int n, double *a, Rec &o, const std::vector<Key> &u,
                    const std::vector<Key> &v) {
  // CHECK-VERDICT: unknown
  // CHECK-REASON: 'o.v[1]' changes a part of 'o'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: 'o.v[1]' changes a part of 'o'
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    if (i == n - 1)
      o.v[1] = 5;
    a[i] = total(o);
  }
  // CHECK-VERDICT: unknown
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: the constructor of 'vector'
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    std::vector<Counted> c(2);
    a[i] = c.size();
  }
  // CHECK-VERDICT: unknown
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: call to
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    a[i] = (u == v);
}
