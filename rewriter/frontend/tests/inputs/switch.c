// switch '(' expression ')' statement: the condition read, each case may
// run (in order), break leaves it.
void switch_cases(double *a, const int *k, int n)
{
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    switch (k[i]) {
    case 0:
      a[i] = 1;
      break;
    default:
      a[i] = 2;
    }
  }
}
