// statement ::= expression ';' -- one model statement: a write and a read.
void assign(double *a, const double *b, int n)
{
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    a[i] = b[i];
}
