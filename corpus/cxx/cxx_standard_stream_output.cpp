// Output to the standard streams (`std::cout << x << std::endl`, `std::cerr`, `std::clog`) reads what it prints and changes none of the program's variables: the C++ standard makes concurrent output to a synchronized standard stream free of data races (the order of the lines is no value the program computes), as for `printf`. A stream the program owns is not (cxx_own_stream_output.cpp). Issue 37's development half: 48 regions and loops stopped at "a call to 'operator<<'".
#include <iostream>
#include <omp.h>

void report_threads(int n, double *a)
{
  // CHECK-REGION: verified
#pragma omp parallel
  {
    int t = omp_get_thread_num();
    std::cout << "thread " << t << " of " << omp_get_num_threads() << std::endl;
    // CHECK-VERDICT: verified
#pragma omp for
    for (int i = 0; i < n; i++)
      a[i] = i;
  }
}

void print_each(int n, double *a)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    a[i] = 2.0 * i;
    std::cerr << "a[" << i << "] = " << a[i] << '\n';
  }
}

void print_count(int n)
{
  int count = 0;
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: count race certain
  // CHECK-MESSAGES: :[[@LINE+4]]:1: error: data race on shared variable 'count' [ompfix-race]
  // CHECK-MESSAGES: :[[@LINE+5]]:5: note: iteration i = 0 writes 'count'
  // CHECK-MESSAGES: :[[@LINE+4]]:5: note: iteration i = 1 reads 'count'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: no data-sharing attribute of 'count' removes this conflict
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    count++;
    std::clog << count << "\n";
  }
}

void print_next(int n, double *a)
{
  // What is printed is read: the next iteration's cell.
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: a race certain
  // CHECK-MESSAGES: :[[@LINE+3]]:1: error: data race on shared variable 'a' [ompfix-race]
  // CHECK-MESSAGES: :[[@LINE+4]]:5: note: iteration i = 1 writes 'a[i]'
  // CHECK-MESSAGES: :[[@LINE+4]]:18: note: iteration i = 0 reads 'a[i + 1]'
#pragma omp parallel for
  for (int i = 0; i < n - 1; i++) {
    a[i] = 1.0;
    std::cout << a[i + 1] << std::endl;
  }
}
