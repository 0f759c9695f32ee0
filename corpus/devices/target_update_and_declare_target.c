// 'target update' moves values between the host and a copy present on the device; 'declare target' data has a copy on the device for the whole program. Loops using them are checked when no value crosses from host code to the device, or back, but through an update.
#pragma omp declare target
float table[256];
#pragma omp end declare target

void update_between(int n, float *restrict v, float *restrict p)
{
#pragma omp target data map(to: v[0:n]) map(from: p[0:n])
  {
    // CHECK-VERDICT: verified
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      p[i] = v[i];
    for (int i = 0; i < n; i++)
      v[i] = 2.0f * v[i];
#pragma omp target update to(v[0:n])
    // CHECK-VERDICT: verified
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      p[i] = p[i] + v[i];
  }
}

void update_missing(int n, float *restrict v, float *restrict p)
{
#pragma omp target data map(to: v[0:n]) map(from: p[0:n])
  {
    for (int i = 0; i < n; i++)
      v[i] = 2.0f * v[i];
    // CHECK-VERDICT: violation
    // CHECK-WITNESS: v stale-data certain
    // CHECK-MESSAGES: :[[@LINE+1]]:1: error: stale data: host code inside '#pragma omp target data' (line 26) writes 'v', and the target code reads it
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      p[i] = v[i];
  }
}

float sum_table(void)
{
  float s = 0.0f;
  for (int i = 0; i < 256; i++)
    table[i] = (float)i;
#pragma omp target update to(table)
  // CHECK-VERDICT: verified
#pragma omp target teams distribute parallel for reduction(+: s)
  for (int i = 0; i < 256; i++)
    s += table[i];
  return s;
}

float sum_table_stale(void)
{
  float s = 0.0f;
  for (int i = 0; i < 256; i++)
    table[i] = (float)i;
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: table stale-data certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: stale data: host code ('table' is 'declare target' data, line 3) writes 'table', and the target code reads it
#pragma omp target teams distribute parallel for reduction(+: s)
  for (int i = 0; i < 256; i++)
    s += table[i];
  return s;
}

void fill_table_on_device(void)
{
  // The device's values reach the host copy the caller sees only if the
  // caller takes them back (assumed).
  // CHECK-VERDICT: verified
  // CHECK-ASSUMES: the caller keeps the device's copy of table current
#pragma omp target teams distribute parallel for
  for (int i = 0; i < 256; i++)
    table[i] = 0.5f * (float)i;
}

void fill_table_and_update(void)
{
  // CHECK-VERDICT: verified
#pragma omp target teams distribute parallel for
  for (int i = 0; i < 256; i++)
    table[i] = 0.5f * (float)i;
#pragma omp target update from(table)
}
