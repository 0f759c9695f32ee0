// A std::vector (or std::array) of structs: each field path is an array of its own, indexed by the element (`workload[i].result` is cell [i] of `workload[].result`); a std::vector field of an element owns its buffer, so `results[k].counts[i]` is cell [k, i] of `results[].counts` (issue 37's development half: the scheduling tutorial's `results[0].thread_work_counts[omp_get_thread_num()]++`, the load-imbalance demo's `workload[i].result = doWork(workload[i].complexity)`).
#include <vector>
#include <omp.h>

struct WorkItem {
  int id;
  int complexity;
  double result;
};

struct Tally {
  double time;
  std::vector<int> counts;
};

double work(int complexity) { return 2.0 * complexity; }

void process(std::vector<WorkItem> &workload)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for schedule(dynamic)
  for (int i = 0; i < static_cast<int>(workload.size()); i++)
    workload[i].result = work(workload[i].complexity);
}

void tally(std::vector<Tally> &results, int k, int n)
{
  // CHECK-VERDICT: verified
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    results[k].counts[i] += results[k + 1].counts[i + 1];
}

void tally_wrong(std::vector<Tally> &results, int n)
{
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: results[].counts race certain
  // CHECK-MESSAGES: :[[@LINE+1]]:1: error: data race on shared variable 'results[].counts'
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    results[1].counts[0] += i;
}
