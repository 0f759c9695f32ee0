// access: an array field whose size is a field of its object
// (linearizedFieldRows): m.data[i * m.cols + j] is cell [i][j] of rows of
// m.cols cells, exact where j stays in [0, m.cols).
struct Matrix {
  int rows, cols;
  double *data;
  double &at(int i, int j) { return data[i * cols + j]; }
};

void fill(Matrix &m) {
#pragma omp parallel for
  for (int i = 0; i < m.rows; i++)
    for (int j = 0; j < m.cols; j++)
      m.at(i, j) = 1.0;
}
