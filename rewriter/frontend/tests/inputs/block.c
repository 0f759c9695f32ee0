// statement ::= '{' statement* '}' -- a nested block adds no depth: the
// statements keep consecutive positions.
void block(double *a, double *b, int n)
{
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    {
      a[i] = 1;
      {
        b[i] = 2;
      }
    }
  }
}
