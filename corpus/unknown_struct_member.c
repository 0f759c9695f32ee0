// Data and bound reached through struct members (v->data, v->len): outside the model.
struct vector {
  int len;
  double *data;
};

void vector_scale(struct vector *v, double s)
{
  // CHECK-VERDICT: unknown
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: {{.+}}
#pragma omp parallel for
  for (int i = 0; i < v->len; i++)
    v->data[i] *= s;
}
