// Data and bound reached through struct members (v->data, v->len): the pointer field is an array of its own and the length a parameter, so scaling a vector held in a struct is verified.
struct vector {
  int len;
  double *data;
};

void vector_scale(struct vector *v, double s)
{
  // CHECK-VERDICT: verified
  // CHECK-VARIABLE: v->data declared=shared required=shared status=ok
#pragma omp parallel for
  for (int i = 0; i < v->len; i++)
    v->data[i] *= s;
}

// Named in a shared clause (default(none) wants it), the struct is still
// the same for every thread: its length a parameter.
void vector_scale_named(struct vector *v, double s)
{
  // CHECK-VERDICT: verified
  // CHECK-VARIABLE: v->data declared=shared required=shared status=ok
#pragma omp parallel for default(none) shared(v, s)
  for (int i = 0; i < v->len; i++)
    v->data[i] *= s;
}
