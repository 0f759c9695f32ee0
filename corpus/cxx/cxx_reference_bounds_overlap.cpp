// A number the caller gives by reference and the loop reads as a bound
// (`j < n`) is memory another reference the loop writes may reach (`m`,
// the same int at a call `d1(x, x, a)`): the verdict assumes that they do
// not overlap and says so, as for any two such accesses. Before, a read in
// a bound took no part in the assumptions: `verified` with no remark, and
// with --no-assume-disjoint too (a review's wrong `verified`).
void bound_and_write(int &n, int &m, double (*a)[100])
{
  // CHECK-VERDICT: verified
  // CHECK-ASSUMES: n and m do not overlap
  // CHECK-MESSAGES: :[[@LINE+1]]:1: remark: assuming that 'n' and 'm' do not overlap
#pragma omp parallel for
  for (int i = 0; i < 64; i++)
    for (int j = 0; j < n; j++) {
      a[i][j] = 1.0;
      if (i == 0 && j == 5)
        m = 10;
    }
}

// The same for a global read as a bound and a global pointer's cell
// (`gip = &bound` in another file): the pair is assumed apart and listed.
int *gip;
int bound;

void global_bound_and_write(double (*a)[100])
{
  // CHECK-VERDICT: verified
  // CHECK-ASSUMES: gip and bound do not overlap
  // CHECK-MESSAGES: :[[@LINE+1]]:1: remark: assuming that 'gip' and 'bound' do not overlap
#pragma omp parallel for
  for (int i = 0; i < 64; i++)
    for (int j = 0; j < bound; j++) {
      a[i][j] = 1.0;
      if (i == 0 && j == 5)
        *gip = 10;
    }
}
