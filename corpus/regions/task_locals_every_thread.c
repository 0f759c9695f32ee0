// Variables that a task's code declares, itself or in a function it calls, are each task instance's own: where every thread of the region creates tasks, two instances on two threads never share them (a false "carries a value from one thread to another" before). What the tasks share still races.
#include <stdio.h>

void busy(int n) {
  int i;
  float a = 0.;
  for (i = 0; i < n; i++)
    a += i;
  if (a < 0)
    printf("%f\n", a);
}

void tasks_call_busy(int reps, int n) {
  // CHECK-REGION: verified
#pragma omp parallel
  {
    for (int j = 0; j < reps; j++) {
#pragma omp task
      busy(n);
    }
  }
}

void tasks_declare_scratch(int reps, const double *x, double *restrict y) {
  // CHECK-REGION: verified
#pragma omp parallel
  {
    for (int j = 0; j < reps; j++) {
#pragma omp task
      {
        double t[2];
        t[0] = x[j];
        t[1] = t[0] * t[0];
        printf("%f\n", t[1]);
      }
    }
  }
}

int total;

void count(int n) {
  int i;
  for (i = 0; i < n; i++)
    total += i;
}

void tasks_share_total(int reps, int n) {
  // CHECK-REGION: violation
  // CHECK-WITNESS: total race certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'total' between the threads of the parallel region
#pragma omp parallel
  {
    for (int j = 0; j < reps; j++) {
#pragma omp task
      count(n);
    }
  }
}

double slots[64];

void tasks_point_into_scratch(int reps) {
  // A pointer the task declares is its own too.
  // CHECK-REGION: verified
#pragma omp parallel
  {
    for (int j = 0; j < reps; j++) {
#pragma omp task
      {
        int buf[4];
        int *p = buf;
        p[0] = j;
        buf[1] = p[0];
        printf("%d\n", buf[1]);
      }
    }
  }
}

void tasks_point_into_shared(int reps) {
  // What it points to is not: every thread's task j writes slots[j].
  // CHECK-REGION: violation
  // CHECK-WITNESS: slots race certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'slots' between the threads of the parallel region
#pragma omp parallel
  {
    for (int j = 0; j < reps && j < 64; j++) {
#pragma omp task
      {
        double *p = &slots[j];
        *p = 1;
      }
    }
  }
}
