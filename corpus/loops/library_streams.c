// Reading a stream moves its position: whichever input comes next goes to the call, so two iterations or threads reading one stream (`fgets(line, n, in)`, `fread`, `fscanf`, `getc`) race on that stream's hidden state, a certain finding, as `scanf` does on the standard input's; a stream the iteration or the thread opens for itself (`FILE *f = fopen(...)` declared there) is its own. `fread` may write the elements it is asked for from where its buffer points, no other. Writing (`fprintf`) is output, free of races on the program's variables. A stream the model cannot name (`files[i]`, a local that may hold another in each iteration), or reads from two streams that may be one, leave the loop unknown.
#include <stdio.h>
#include <stdlib.h>

void write_own_files(int n, const int *a) {
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    char name[64];
    snprintf(name, sizeof name, "out%d.txt", i);
    FILE *f = fopen(name, "w");
    if (!f)
      continue;
    fprintf(f, "%d\n", a[i]);
    fclose(f);
  }
}

void sum_own_files(int n, char **names, double *sums) {
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    char line[256];
    double s = 0;
    FILE *f = fopen(names[i], "r");
    if (!f)
      continue;
    while (!feof(f) && fgets(line, sizeof line, f))
      s += atof(line);
    fclose(f);
    sums[i] = s;
  }
}

void read_one_stream(int n, FILE *in, double *v) {
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: *in race certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on the hidden state of 'in'
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    char line[256];
    if (fgets(line, sizeof line, in))
      v[i] = atof(line);
  }
}

void read_blocks_by_thread(int n, FILE *in) {
  // CHECK-REGION: violation
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on the hidden state of 'in' between the threads of the parallel region
#pragma omp parallel
  {
    double block[64];
    size_t got = fread(block, sizeof(double), 64, in);
    (void)got;
  }
}

void blocks_of_own_files(char **names) {
  // CHECK-REGION: verified
#pragma omp parallel
  {
    double block[64];
    FILE *f = fopen(names[0], "rb");
    if (f) {
      size_t got = fread(block, sizeof(double), 64, f);
      (void)got;
      fclose(f);
    }
  }
}

void lines_and_numbers_from_stdin(int n, int *a) {
  // fgets on stdin and scanf read one input.
  // CHECK-VERDICT: violation
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on the hidden state of 'scanf'
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    char line[32];
    int v = 0;
    if (i % 2 == 0)
      v = fgets(line, sizeof line, stdin) != NULL;
    else if (scanf("%d", &v) != 1)
      v = -1;
    a[i] = v;
  }
}

void stream_of_an_array(int n, FILE **files, int *first) {
  // CHECK-VERDICT: unknown
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: call to 'fgetc', which reads from a stream the model cannot name: 'files[i]'
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    first[i] = fgetc(files[i]);
}

void stream_given_by_another_name(int n, FILE *in, int *first) {
  // (f may be another stream in each iteration.)
  // CHECK-VERDICT: unknown
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: call to 'getc', which reads from a stream the model cannot name: 'f'
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    FILE *f = in;
    first[i] = getc(f);
  }
}

void two_streams(FILE *a, FILE *b, int *first) {
  // (The caller may give one stream twice.)
  // CHECK-REGION: unknown
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this parallel region: the code reads from the streams 'a' and 'b', which may be one
#pragma omp parallel sections
  {
#pragma omp section
    first[0] = getc(a);
#pragma omp section
    first[1] = getc(b);
  }
}

void blocks_into_rows(int n, int m, char **names, double *a) {
  // fread may write the m elements from a + i * m on, and no other.
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    FILE *f = fopen(names[i], "rb");
    if (!f)
      continue;
    size_t got = fread(a + i * m, sizeof(double), m, f);
    (void)got;
    fclose(f);
  }
}

void blocks_overlapping(int n, int m, char **names, double *a) {
  // One element more than the row: the next iteration's first.
  // CHECK-VERDICT: unknown
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: 'a + i * m' and the count may leave a row of 'a'
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    FILE *f = fopen(names[i], "rb");
    if (!f)
      continue;
    size_t got = fread(a + i * m, sizeof(double), m + 1, f);
    (void)got;
    fclose(f);
  }
}

static int first_char(FILE *f) { return getc(f); }

void first_chars(int n, FILE **files, int *v) {
  // (f stands for files[i], another stream in each iteration.)
  // CHECK-VERDICT: unknown
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: call to 'getc', which reads from a stream the model cannot name: 'f'
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    v[i] = first_char(files[i]);
}
