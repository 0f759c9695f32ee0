// A one-dimensional array indexed as `c0 + s1 * (c1 + s2 * c2)` written out (`a + g * nang + k * ng * nang`, or through a macro) is read as blocks of rows: k, g and a are its three dimensions, exact where each part stays in its range. Global pointers and global sizes qualify when nothing in the function (or what it calls) sets the sizes and no function of the file reaches the array but by subscripts. A loop whose parts may leave their ranges is unknown; a loop that writes one cell from two iterations is a certain race.
double *denom, *sigma, *flux;
int nang, ng, ncells;

#define FLUX(a, g, c) flux[(a) + (nang * (g)) + (nang * ng * (c))]

void inverse_denominator(void)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (unsigned int c = 0; c < ncells; c++)
    for (unsigned int g = 0; g < ng; ++g)
      for (unsigned int a = 0; a < nang; ++a)
        denom[a + g * nang + c * ng * nang] = 1.0 / (sigma[g + c * ng] + a);
}

void scale_flux(double *restrict scale)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for collapse(2)
  for (int c = 0; c < ncells; c++)
    for (int g = 0; g < ng; g++)
      for (int a = 0; a < nang; a++)
        FLUX(a, g, c) = FLUX(a, g, c) * scale[a + nang * g];
}

// Each cell's block goes to the next cell's: iteration c writes what
// iteration c + 1 reads.
void shift_cells(void)
{
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: flux race certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'flux'
#pragma omp parallel for
  for (int c = 0; c < ncells - 1; c++)
    for (int g = 0; g < ng; g++)
      for (int a = 0; a < nang; a++)
        FLUX(a, g, c + 1) = FLUX(a, g, c);
}

// g runs one past its range: the row g = ng is the next cell's first.
void past_the_block(void)
{
  // CHECK-VERDICT: unknown
  // CHECK-REASON: may leave a row of 'flux' (the model reads it as 'flux[][ng][nang]')
  // CHECK-REASON-KIND: subscript
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop:
#pragma omp parallel for
  for (int c = 0; c < ncells; c++)
    for (int g = 0; g <= ng; g++)
      for (int a = 0; a < nang; a++)
        FLUX(a, g, c) = 0.0;
}

// `*(p + e)` is `p[e]`: read as rows the same way.
void matmul(int n, int m, int l, const double *a, const double *b, double *c)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      for (int k = 0; k < l; k++)
        *(c + (i * m + j)) += *(a + (i * l + k)) * *(b + (k * m + j));
}

// The inner iterators are declared outside: shared, a real race.
void matmul_shared_iterators(int n, int m, int l, const double *a,
                             const double *b, double *c)
{
  int i, j, k;
  // CHECK-VERDICT: fixable
  // CHECK-FIXED: #pragma omp parallel for private(j, k)
  // CHECK-MESSAGES: :[[@LINE+2]]:1: error: data race on shared variable 'j'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'k'
#pragma omp parallel for
  for (i = 0; i < n; i++)
    for (j = 0; j < m; j++)
      for (k = 0; k < l; k++)
        *(c + (i * m + j)) += *(a + (i * l + k)) * *(b + (k * m + j));
}
