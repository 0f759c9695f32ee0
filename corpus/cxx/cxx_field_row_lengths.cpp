// A field that no code of the function changes (`this->d`, `index.d`, `g->n`) keeps one value, as a parameter does: it may be the length of the rows of an array read in one dimension (`recons + i * d`), and a count of memset/memcpy in those rows. Each iteration's row of d cells is its own; a row read by every iteration is a race, and a field the function changes, or a member function that may change `*this`, leaves the loop as it was.
#include <cstdint>
#include <cstring>

typedef int64_t idx_t;

struct Index {
  int d;
  size_t code_size;
  void reconstruct(idx_t n, const idx_t *labels, float *recons) const;
  void clear_codes(idx_t n, uint8_t *__restrict codes) const;
  void first_row_shared(idx_t n, float *recons) const;
  void resized(idx_t n, float *recons);
};

void Index::reconstruct(idx_t n, const idx_t *labels, float *recons) const {
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (idx_t ij = 0; ij < n; ij++) {
    float *reconstructed = recons + ij * d;
    if (labels[ij] < 0)
      memset(reconstructed, -1, sizeof(*reconstructed) * d);
    else
      for (int k = 0; k < d; k++)
        reconstructed[k] = 0;
  }
}

void Index::clear_codes(idx_t n, uint8_t *__restrict codes) const {
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (idx_t i = 0; i < n; i++) {
    uint8_t *code = codes + i * code_size;
    memset(code, 0, code_size);
  }
}

void Index::first_row_shared(idx_t n, float *recons) const {
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: recons race certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'recons'
#pragma omp parallel for
  for (idx_t ij = 0; ij < n; ij++) {
    float *row = recons + ij * d;
    for (int k = 0; k < d; k++)
      row[k] = recons[k] + 1;
  }
}

void Index::resized(idx_t n, float *recons) {
  // CHECK-VERDICT: unknown
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop
#pragma omp parallel for
  for (idx_t ij = 0; ij < n; ij++) {
    float *row = recons + ij * d;
    memset(row, 0, sizeof(float) * d);
  }
  d = 2 * d;
}

struct Grid {
  int n;
};

void copy_rows(const Grid &g, int m, const float *__restrict in,
               float *__restrict out) {
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < m; i++) {
    float *row = out + i * g.n;
    memcpy(row, in + i * g.n, g.n * sizeof(float));
  }
}
