// A stream the program owns (`std::ostringstream &out`) is not synchronized as the standard streams are (cxx_standard_stream_output.cpp): writing it from two threads races, so its `operator<<` stays a call the model cannot follow.
#include <sstream>

void to_own_stream(int n, std::ostringstream &out)
{
  // CHECK-VERDICT: unknown
  // CHECK-REASON-KIND: call
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: call to 'operator<<', which may access memory
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    out << i << ' ';
}
