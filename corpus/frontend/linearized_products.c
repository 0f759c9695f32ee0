// Delinearization with sizes that are products (Polly's optimistic delinearization): a subscript written out as a sum of products, `(b * C + c) * H * W + y * W + x`, has the size sets {W}, {H, W}, {C, H, W} in its products with iterators, a chain: rows of W cells in blocks of H rows in blocks of C blocks, `out[b][c][y][x]`, exact where x stays in [0, W), y in [0, H), c in [0, C). A size may be a product itself (`y * n * m + x` with x < n * m: rows of n * m cells) or a field nothing writes (`im->w`, a tile `ty * t->tile + y`). A column that may leave its row stays unknown.

struct image {
  int h, w;
  float *pixels;
};

void nchw_scale(float *restrict out, const float *restrict in, int N, int C,
                int H, int W)
{
  for (int b = 0; b < N; b++) {
    // CHECK-VERDICT: verified
#pragma omp parallel for
    for (int c = 0; c < C; c++)
      for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++)
          out[(b * C + c) * H * W + y * W + x] =
              2.0f * in[(b * C + c) * H * W + y * W + x];
  }
}

void rows_of_a_product(float *restrict a, int h, int n, int m)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int y = 0; y < h; y++)
    for (int x = 0; x < n * m; x++)
      a[y * n * m + x] = 0.0f;
}

void field_sizes(struct image *im, float *restrict out)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int y = 0; y < im->h; y++)
    for (int x = 0; x < im->w; x++)
      out[y * im->w + x] = 1.0f;
}

void channel_may_leave_block(float *restrict out, int N, int C, int H, int W)
{
  // c + 1 reaches C: out[b][C][y][x] is out[b + 1][0][y][x], the next
  // image's first channel, which iteration b + 1 writes.
  // CHECK-VERDICT: unknown
  // CHECK-REASON: may leave a row of 'out'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: '(b * C + c + 1) * H * W + y * W + x' may leave a row of 'out' (the model reads it as 'out[][C][H][W]')
#pragma omp parallel for
  for (int b = 0; b < N; b++)
    for (int c = 0; c < C; c++)
      for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++)
          out[(b * C + c + 1) * H * W + y * W + x] = 0.0f;
}

struct tiling {
  int tile;
};

void tiles_of_a_field(double *restrict a, int nt, const struct tiling *t)
{
  // `ty * t->tile + y` with 0 <= y < t->tile: rows of t->tile cells, one
  // per tile.
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int ty = 0; ty < nt; ty++)
    for (int y = 0; y < t->tile; y++)
      a[ty * t->tile + y] = 1.0;
}

void tile_rows_meet(double *restrict a, int nt, const struct tiling *t)
{
  // y runs to t->tile inclusive: the last cell of tile ty is the first
  // of tile ty + 1.
  // CHECK-VERDICT: unknown
  // CHECK-REASON: may leave a row of 'a'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: 'ty * t->tile + y' may leave a row of 'a' (the model reads it as rows of 't->tile' cells)
#pragma omp parallel for
  for (int ty = 0; ty < nt; ty++)
    for (int y = 0; y <= t->tile; y++)
      a[ty * t->tile + y] = 1.0;
}
