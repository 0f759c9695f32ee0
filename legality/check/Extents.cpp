//===- Extents.cpp - Accesses outside an array's declared extent ----------===//

#include "check/Extents.h"
#include "maps/IslUtil.h"

namespace ompfix {

isl::union_map outsideExtent(const isl::union_map &Accesses,
                             const isl::set &Declared) {
  std::string Name = isl_set_get_tuple_name(Declared.get());
  unsigned Rank = isl_set_dim(Declared.get(), isl_dim_set);
  // { : m >= 1 }: where the declaration gives the array a cell.
  isl::set HasCells = Declared.params();
  isl::union_map Outside = isl::union_map::empty(Accesses.ctx());
  for (const isl::map &M : islutil::maps(Accesses)) {
    if (islutil::rangeTupleName(M) != Name || islutil::outDims(M) != Rank)
      continue;
    // { v[c] } minus the declared cells: a set of v's space alone.
    isl::map Left =
        isl::manage(isl_map_subtract_range(M.copy(), Declared.copy()))
            .intersect_params(HasCells);
    if (Left.is_empty())
      continue;
    // Where the access runs at all, it leaves the extent: not only at
    // sizes the program may never take (`a[i]` over `i < n` of
    // `double a[100]` leaves it only when n > 100, which the caller may
    // rule out).
    isl::set Runs = M.domain().params().intersect(HasCells);
    if (Runs.is_subset(Left.domain().params()))
      Outside = Outside.unite(isl::union_map(Left));
  }
  return Outside;
}

} // namespace ompfix
