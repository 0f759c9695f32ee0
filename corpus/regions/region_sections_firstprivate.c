// Sections with a firstprivate clause: each section works on its thread's copy, which the region model does not represent yet, so the region is unknown rather than a race on the shared original.
void count_sections(double *out)
{
  int count = 0;
  // CHECK-REGION: unknown
  // CHECK-REASON: data-sharing clauses on '#pragma omp sections' are not modelled yet
  // CHECK-REASON-KIND: clause
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this parallel region: data-sharing clauses on '#pragma omp sections' are not modelled yet
#pragma omp parallel
#pragma omp sections firstprivate(count)
  {
#pragma omp section
    {
      count++;
      out[0] = count;
    }
#pragma omp section
    {
      count++;
      out[1] = count;
    }
  }
}
