// `parallel sections` is a region whose team runs one sections construct: each section on one thread, possibly at the same time as the others. Sections that touch different arrays are right; a section reading what another writes races. (Code before the first `section` directive is the first section.)
void fill_two(int n, double *a, double *b)
{
  // CHECK-REGION: verified
#pragma omp parallel sections
  {
#pragma omp section
    for (int i = 0; i < n; i++)
      a[i] = 1.0;
#pragma omp section
    for (int i = 0; i < n; i++)
      b[i] = 2.0;
  }
}

void copy_between_sections(double *a, double *b)
{
  // CHECK-REGION: violation
  // CHECK-WITNESS: a race
  // CHECK-MESSAGES: :[[@LINE+5]]:1: error: data race on shared variable 'a' between the threads of the parallel region
  // CHECK-MESSAGES: :[[@LINE+6]]:5: note: the thread running the parallel sections writes 'a[0]'
  // CHECK-MESSAGES: :[[@LINE+7]]:12: note: the thread running the section reads 'a[0]'
  // CHECK-MESSAGES: :[[@LINE+2]]:1: note: no data-sharing attribute of 'a' removes this conflict
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: a construct can: {{.*}}
#pragma omp parallel sections
  {
    a[0] = 1.0;
#pragma omp section
    b[0] = a[0];
  }
}
