#include <omp.h>

// The team sizes that the function's values give: two or more threads
// where the witness of a race can take them.
void team_sizes(int n, int nt, double *a)
{
  omp_set_num_threads(nt + 1);
#pragma omp parallel for num_threads(n)
  for (int i = 0; i < n; i++)
    a[i] = 1.0;
  for (int k = 1; k < 4; k++) {
#pragma omp parallel for num_threads(k)
    for (int i = 0; i < n; i++)
      a[i] = a[i] + 1.0;
  }
}
