// Library values (isLibraryValue): one cell each, read and written whole;
// a part of one (`names[i]`) is its cell; a temporary is only made.
#include <string>
#include <vector>

void f(int n, double *a, const std::vector<std::string> &names,
       std::string &log) {
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    std::string s = "x" + std::to_string(i);
    s += names[i];
    a[i] = s.size();
    log = s;
  }
}
