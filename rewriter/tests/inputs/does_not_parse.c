void broken(int n, double *a) {
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    a[i] = undeclared_name;
}
