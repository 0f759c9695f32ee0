// Tile bounds written with a MIN macro (`j < MIN(n, jt + TILE)`, a `?:` of two affine values) are affine: min and max of the two; the tiled transpose is checked exactly, and a tile that reads its neighbour's rows races.
#define MIN(x, y) ((x) < (y) ? (x) : (y))
#define MAX(x, y) ((x) > (y) ? (x) : (y))
#define TILE 32

void transpose_tiled(int n, double a[][1024], double b[][1024])
{
  // CHECK-VERDICT: verified
  // CHECK-VARIABLE: j declared=private required=private status=ok
#pragma omp parallel for
  for (int it = 0; it < n; it += TILE)
    for (int jt = 0; jt < n; jt += TILE)
      for (int i = it; i < MIN(n, it + TILE); i++)
        for (int j = jt; j < MIN(n, jt + TILE); j++)
          b[j][i] = a[i][j];
}

void smooth_tiled(int n, double a[])
{
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: a race certain
  // CHECK-MESSAGES-ANY
#pragma omp parallel for
  for (int it = 0; it < n; it += TILE)
    for (int i = MAX(it, 1); i < MIN(n, it + TILE); i++)
      a[i] = a[i - 1] + a[i];
}
