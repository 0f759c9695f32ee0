// A pointer that only steps from its first value (`*code++`, `p += 2`, `p = p - 1`) walks through the memory it started in; one given a non-affine offset (`a + i * m`) points somewhere in it. An access through either may touch any cell of that memory: reads of memory no iteration writes, and a buffer of each iteration's own, are still verified; writes that two iterations may make to shared memory are a possible race, and the pointer itself, stepped by every iteration, a certain one. (faiss decodes its list numbers with `*code++` in most search loops.)
static long decode_listno(const unsigned char *code, int nbytes)
{
  long list_no = 0;
  int nbit = 0;
  while (nbytes-- > 0) {
    list_no |= (long)(*code++) << nbit;
    nbit += 8;
  }
  return list_no;
}

static void fill(double *p, int n, double v)
{
  for (int k = 0; k < n; k++)
    *p++ = v;
}

static double sum(const double *row, int n)
{
  double s = 0;
  for (int k = 0; k < n; k++)
    s += row[k];
  return s;
}

void decode_all(int n, int code_size, const unsigned char *codes, long *lists)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    lists[i] = decode_listno(codes + i * 8, code_size);
}

void row_sums(int n, int m, const double *a, double *sums)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    sums[i] = sum(a + i * m, m);
}

void pairs(int n, int m, const double *a, double *out)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    const double *q = a + i * m;
    double buf[16];
    double *w = buf;
    for (int k = 0; k < 8; k++) {
      *w++ = q[0] * q[1];
      q += 2;
    }
    out[i] = buf[0] + buf[7];
  }
}

void fill_rows(int n, int m, double *a)
{
  // CHECK-VERDICT: unknown
  // CHECK-WITNESS: a race possible
  // CHECK-REASON-KIND: possible-race
  // CHECK-MESSAGES-ANY
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    fill(a + i * m, m, 0.0);
}

void shared_cursor(int n, const double *a, double *out)
{
  const double *p = a;
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: p race certain
  // CHECK-MESSAGES-ANY
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    out[i] = *p++;
}
