/* Shared helpers of the runtime-test drivers (see ../README.md).
 *
 * A driver includes this header, then the kernel through KERNEL_FILE (the
 * harness passes -DKERNEL_FILE="/path/to/kernel.c", the original corpus file
 * or its rewritten copy), builds its inputs with the LCG below, calls the
 * kernel and prints one line per output:
 *
 *   array NAME n=N sum=S fnv=H   an array (its margin included), compared exactly
 *   int NAME V                   an integer, compared exactly
 *   double NAME V                a floating-point value (%.17g), compared exactly
 *   approx NAME V                a floating-point reduction result (%.17g),
 *                                compared with a relative tolerance
 *
 * argv[1], when given, scales the problem size (1.0 by default): rt_n1 scales
 * a 1D length linearly, rt_n2/rt_n3 scale each extent of a 2D/3D problem by
 * the square/cube root, so the work grows about linearly with the scale.
 * The time spent in the kernel calls (rt_tic/rt_toc) goes to stderr; with
 * -fopenmp, rt_init first runs a small parallel loop so that the start of
 * libomp's threads is not part of it.
 */
#ifndef RT_COMMON_H
#define RT_COMMON_H

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define RT_MARGIN 16 /* extra cells after every array, filled and checked */

static double rt_scale_factor = 1.0;
static uint64_t rt_lcg_state = 0x2545F4914F6CDD1DULL;
static double rt_kernel_seconds;
static struct timespec rt_t0;

#ifndef _OPENMP
/* The sequential build runs the kernel as one thread of one team: the
   OpenMP runtime's stub routines (OpenMP 5.2, "Stub Routines"), with C
   linkage in C++ too, as omp.h declares them. */
#ifdef __cplusplus
extern "C" {
#endif
int omp_get_thread_num(void) { return 0; }
int omp_get_num_threads(void) { return 1; }
int omp_get_max_threads(void) { return 1; }
int omp_get_team_num(void) { return 0; }
int omp_get_num_teams(void) { return 1; }
#ifdef __cplusplus
}
#endif
#endif

static inline void rt_init(int argc, char **argv)
{
#ifdef _OPENMP
  {
    /* Start libomp's threads and its worksharing before the kernel is timed
       (an empty parallel region leaves the first loop ~1 ms of set-up). */
    static volatile int rt_warm_sink __attribute__((unused));
    int warm = 0;
#pragma omp parallel for reduction(+: warm)
    for (int i = 0; i < 64; i++)
      warm += i;
    rt_warm_sink = warm;
  }
#endif
  if (argc > 1) {
    rt_scale_factor = atof(argv[1]);
    if (!(rt_scale_factor > 0.0)) {
      fprintf(stderr, "usage: %s [size-scale > 0]\n", argv[0]);
      exit(2);
    }
  }
}

static inline void rt_seed(uint64_t seed) { rt_lcg_state = seed * 2 + 1; }

/* Knuth's MMIX LCG; the high 32 bits are the output. */
static inline uint32_t rt_next(void)
{
  rt_lcg_state = rt_lcg_state * 6364136223846793005ULL + 1442695040888963407ULL;
  return (uint32_t)(rt_lcg_state >> 32);
}

/* Uniform in [lo, hi). */
static inline double rt_uniform(double lo, double hi)
{
  return lo + (hi - lo) * (rt_next() / 4294967296.0);
}

/* Uniform integer in [lo, hi]. */
static inline int rt_int(int lo, int hi)
{
  return lo + (int)(rt_next() % (uint32_t)(hi - lo + 1));
}

static inline int rt_at_least(double v, int min)
{
  int n = (int)v;
  return n < min ? min : n;
}
/* A value the size of an expansion depends on, as this run has it (for
   scripts/bench_runtime.py, which evaluates ompfix's reported cost). */
static inline void rt_expansion_value(const char *name, long value)
{
  fprintf(stderr, "rt-expansion-value %s %ld\n", name, value);
}

static inline int rt_n1(int base) { return rt_at_least(base * rt_scale_factor, 8); }
static inline int rt_n2(int base) { return rt_at_least(base * sqrt(rt_scale_factor), 8); }
static inline int rt_n3(int base) { return rt_at_least(base * cbrt(rt_scale_factor), 8); }

static inline void *rt_alloc(size_t count, size_t size)
{
  void *p = calloc(count + RT_MARGIN, size);
  if (!p) {
    fprintf(stderr, "out of memory (%zu x %zu bytes)\n", count, size);
    exit(3);
  }
  return p;
}

/* Arrays of count cells (plus the margin), filled from the LCG. */
static inline double *rt_darray(size_t count, double lo, double hi)
{
  double *a = (double *)rt_alloc(count, sizeof *a);
  for (size_t i = 0; i < count + RT_MARGIN; i++)
    a[i] = rt_uniform(lo, hi);
  return a;
}

/* Dyadic values k / den with k in [lo, hi]: sums of few of them are exact. */
static inline double *rt_dyadic_darray(size_t count, int lo, int hi, int den)
{
  double *a = (double *)rt_alloc(count, sizeof *a);
  for (size_t i = 0; i < count + RT_MARGIN; i++)
    a[i] = (double)rt_int(lo, hi) / den;
  return a;
}

static inline float *rt_dyadic_farray(size_t count, int lo, int hi, int den)
{
  float *a = (float *)rt_alloc(count, sizeof *a);
  for (size_t i = 0; i < count + RT_MARGIN; i++)
    a[i] = (float)rt_int(lo, hi) / (float)den;
  return a;
}

static inline float *rt_farray(size_t count, float lo, float hi)
{
  float *a = (float *)rt_alloc(count, sizeof *a);
  for (size_t i = 0; i < count + RT_MARGIN; i++)
    a[i] = (float)rt_uniform(lo, hi);
  return a;
}

static inline int *rt_iarray(size_t count, int lo, int hi)
{
  int *a = (int *)rt_alloc(count, sizeof *a);
  for (size_t i = 0; i < count + RT_MARGIN; i++)
    a[i] = rt_int(lo, hi);
  return a;
}

/* Random words in which each bit is set with probability num / 8. */
static inline unsigned *rt_uarray(size_t count, int num)
{
  unsigned *a = (unsigned *)rt_alloc(count, sizeof *a);
  for (size_t i = 0; i < count + RT_MARGIN; i++) {
    unsigned w = 0;
    for (int b = 0; b < 32; b++)
      if ((int)(rt_next() % 8) < num)
        w |= 1u << b;
    a[i] = w;
  }
  return a;
}

static inline uint64_t rt_fnv(uint64_t h, const void *p, size_t bytes)
{
  const unsigned char *c = (const unsigned char *)p;
  for (size_t i = 0; i < bytes; i++) {
    h ^= c[i];
    h *= 0x100000001b3ULL;
  }
  return h;
}
#define RT_FNV_INIT 0xcbf29ce484222325ULL

/* Exactly cells cells (for arrays that do not come from rt_alloc: globals). */
static inline void rt_out_dcells(const char *name, const double *a, size_t cells)
{
  double sum = 0.0;
  for (size_t i = 0; i < cells; i++)
    sum += a[i];
  printf("array %s n=%zu sum=%.17g fnv=%016llx\n", name, cells, sum,
         (unsigned long long)rt_fnv(RT_FNV_INIT, a, cells * sizeof *a));
}

/* Every output array is printed with its margin: a stray write shows too. */
static inline void rt_out_darray(const char *name, const double *a, size_t count)
{
  double sum = 0.0;
  for (size_t i = 0; i < count + RT_MARGIN; i++)
    sum += a[i];
  printf("array %s n=%zu sum=%.17g fnv=%016llx\n", name, count, sum,
         (unsigned long long)rt_fnv(RT_FNV_INIT, a, (count + RT_MARGIN) * sizeof *a));
}

static inline void rt_out_farray(const char *name, const float *a, size_t count)
{
  double sum = 0.0;
  for (size_t i = 0; i < count + RT_MARGIN; i++)
    sum += a[i];
  printf("array %s n=%zu sum=%.17g fnv=%016llx\n", name, count, sum,
         (unsigned long long)rt_fnv(RT_FNV_INIT, a, (count + RT_MARGIN) * sizeof *a));
}

static inline void rt_out_iarray(const char *name, const int *a, size_t count)
{
  long long sum = 0;
  for (size_t i = 0; i < count + RT_MARGIN; i++)
    sum += a[i];
  printf("array %s n=%zu sum=%lld fnv=%016llx\n", name, count, sum,
         (unsigned long long)rt_fnv(RT_FNV_INIT, a, (count + RT_MARGIN) * sizeof *a));
}

static inline void rt_out_int(const char *name, long long v) { printf("int %s %lld\n", name, v); }
static inline void rt_out_double(const char *name, double v) { printf("double %s %.17g\n", name, v); }
static inline void rt_out_approx(const char *name, double v) { printf("approx %s %.17g\n", name, v); }

static inline void rt_tic(void) { clock_gettime(CLOCK_MONOTONIC, &rt_t0); }
static inline void rt_toc(void)
{
  struct timespec t1;
  clock_gettime(CLOCK_MONOTONIC, &t1);
  rt_kernel_seconds += (t1.tv_sec - rt_t0.tv_sec) + 1e-9 * (t1.tv_nsec - rt_t0.tv_nsec);
}

/* The end of main: kernel time on stderr (read by scripts/bench_runtime.py). */
static inline int rt_done(void)
{
  fflush(stdout);
  fprintf(stderr, "rt-kernel-seconds %.6f\n", rt_kernel_seconds);
  return 0;
}

#endif
