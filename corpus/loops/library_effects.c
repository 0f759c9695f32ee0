// Each family of the table of library effects (rewriter/frontend/LibraryTable.h) in a parallel loop: math, output, strings read, values, checks, waits and the OpenMP API touch nothing but what they read, and the loops are verified; `rand` keeps hidden state that every call changes, so two threads calling it race on it (a finding, certain), while `rand_r` with a seed of each iteration's own does not; a call that may write anywhere in an array (`strcpy(out, ...)`, `qsort`) leaves the loop unknown, while one given a row of an array of rows (`strcpy(rows[i], ...)`) may write that row alone.
#define _GNU_SOURCE // sched_getcpu
#include <assert.h>
#include <complex.h>
#include <math.h>
#include <omp.h>
#include <pthread.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

void values(int n, const double *restrict a, const int *restrict k,
            double *restrict b) {
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    b[i] = sqrtf(a[i]) + fabs(a[i]) + pow(a[i], 2) + abs(k[i]) +
           (isnan(a[i]) ? nanf("") : ldexp(a[i], 2));
}

void output_and_checks(int n, const double *restrict a, double *restrict b) {
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    assert(a[i] >= 0);
    printf("%d %f\n", i, a[i]);
    fprintf(stderr, "%d\n", i);
    puts("row");
    b[i] = a[i];
  }
}

void complex_output_environment(int n, const double *restrict a,
                                 double *restrict b, FILE *out) {
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    double complex z = a[i] + a[i] * I;
    fwrite(&a[i], sizeof(double), 1, out);
    b[i] = cabs(z) + creal(z) + (getenv("VERBOSE") ? 1 : 0);
  }
}

void strings_read(int n, const char *restrict s, int *restrict found) {
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    found[i] = (int)strlen(s) + (strcmp(s, "x") == 0) +
               (strchr(s, 'a' + i % 26) != NULL) + memcmp(s, "ab", 2);
}

void waits_and_runtime(int n, int *restrict owner) {
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    usleep(10);
    sched_yield();
    owner[i] = omp_get_thread_num();
  }
}

void random_fill(int n, int *a) {
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: rand() race certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on the hidden state of 'rand'
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    a[i] = rand();
}

void random_fill_seeded(int n, int *a) {
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    unsigned seed = i;
    a[i] = rand_r(&seed);
  }
}

int random_in_region(void) {
  int total = 0;
  // CHECK-REGION: violation
  // CHECK-WITNESS: rand() race certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on the hidden state of 'rand' between the threads of the parallel region
#pragma omp parallel
  {
    int mine = rand();
#pragma omp critical
    total += mine;
  }
  return total;
}

int seeded_elsewhere(void) {
  int r = 0;
  // srand and rand share one generator's state.
  // CHECK-REGION: violation
  // CHECK-WITNESS: rand() race certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on the hidden state of 'rand' between the threads of the parallel region
#pragma omp parallel
  {
#pragma omp single nowait
    srand(5);
#pragma omp master
    r = rand();
  }
  return r;
}

void read_input(int n, int *a) {
  // scanf reads the input in order: which iteration gets which value
  // depends on the threads.
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: scanf() race certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on the hidden state of 'scanf'
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    int v;
    scanf("%d", &v);
    a[i] = v;
  }
}

void copies_strings(int n, char (*rows)[16]) {
  // A row of an array of rows: strcpy writes there, and nowhere else.
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    strcpy(rows[i], "row");
}

void names_files(int n, char names[][64]) {
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    snprintf(&names[i][0], 64, "out%d.txt", i);
}

void copies_into_one_row(int n, char (*rows)[16]) {
  // Every iteration may write row 0.
  // CHECK-VERDICT: unknown
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: possible data race on shared variable 'rows'
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    strcpy(rows[0], "row");
}

void parses_words(int n, char *const *restrict words, const char *restrict name,
                  long *restrict v, char *restrict out) {
  // strtol writes its end pointer only (here none), and strncpy its
  // destination (each iteration's own): the words and the name are read.
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    char own[16];
    v[i] = strtol(words[i], NULL, 10);
    strncpy(own, name, 15);
    v[i] += own[0];
  }
  // The name is read, the one buffer written by every thread.
  // CHECK-VERDICT: unknown
  // CHECK-REASON: call to 'strcpy', which may write any element of 'out'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    strcpy(out, name);
}

void where_threads_run(void) {
  // sched_getcpu and pthread_self give each call its own value; getpid
  // one for the program.
  // CHECK-REGION: verified
#pragma omp parallel
  printf("%d on cpu %d of %d (%lu)\n", omp_get_thread_num(), sched_getcpu(),
         (int)getpid(), (unsigned long)pthread_self());
}

void stamp_times(int n, const time_t *t, int *hours) {
  // localtime returns one buffer of the library's, which every call
  // writes (localtime_r writes the one it is given).
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: localtime() race certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on the hidden state of 'localtime'
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    struct tm *parts = localtime(&t[i]);
    hours[i] = parts != NULL;
  }
}
