//===- Extents.cpp - Accesses outside an array's declared extent ----------===//

#include "check/Extents.h"
#include "maps/IslUtil.h"

namespace ompfix {

/// Whether \p M, { [S[x] -> R[]] -> v[c] }, touches finitely many cells in
/// each instance: the front end writes an access of the whole variable
/// (an initialiser, a copyprivate broadcast) as every cell of its space,
/// { S[] -> w[o0] }, for legality to bound by the extents.
static bool boundedCells(const isl::map &M) {
  isl_size Params = isl_map_dim(M.get(), isl_dim_param);
  isl_size Instance = isl_map_dim(M.get(), isl_dim_in);
  // [x] -> { v[c] }: the instance's dimensions as parameters.
  isl::set PerInstance = isl::manage(isl_set_move_dims(
      M.wrap().release(), isl_dim_param, Params, isl_dim_set, 0, Instance));
  return isl_set_is_bounded(PerInstance.get()) == isl_bool_true;
}

isl::union_map outsideExtent(const isl::union_map &Accesses,
                             const isl::set &Declared,
                             const std::vector<isl::set> &Points) {
  std::string Name = isl_set_get_tuple_name(Declared.get());
  unsigned Rank = isl_set_dim(Declared.get(), isl_dim_set);
  // { : m >= 1 }: where the declaration gives the array a cell.
  isl::set HasCells = Declared.params();
  isl::union_map Outside = isl::union_map::empty(Accesses.ctx());
  for (const isl::map &M : islutil::maps(Accesses)) {
    if (islutil::rangeTupleName(M) != Name || islutil::outDims(M) != Rank ||
        !boundedCells(M))
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
    isl::set Leaves = Left.domain().params();
    if (Runs.is_subset(Leaves)) {
      Outside = Outside.unite(isl::union_map(Left));
      continue;
    }
    // The same at the points given alone: where it runs at one of them at
    // least, and leaves the extent at each where it runs.
    std::optional<isl::set> Where;
    for (const isl::set &Point : Points) {
      isl::set Here = Runs.intersect(Point);
      if (Here.is_empty())
        continue;
      if (!Here.is_subset(Leaves)) {
        Where.reset();
        break;
      }
      Where = Where ? Where->unite(Here) : Here;
    }
    if (Where)
      Outside = Outside.unite(isl::union_map(Left.intersect_params(*Where)));
  }
  return Outside;
}

} // namespace ompfix
