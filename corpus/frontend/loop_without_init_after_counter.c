// A counter set just before a `for` without an init statement
// (`for (; j < n; j++)`): the front end looked for the loop's start there
// and crashed (faiss, utils/sorting.cpp and IndexEDEN.cpp). The loop is
// not of the accepted form; the directive after it is checked.
void count_then_fill(int n, double *a, double *b)
{
  int j = 0;
  int ind = 0;
  for (; j < n; j++) {
    b[ind] = 1.0;
    ind++;
  }
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    a[i] = 2.0 * i;
}
