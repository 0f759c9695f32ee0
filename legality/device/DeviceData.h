//===- DeviceData.h - Whether the device's copies are transparent -*- C++ -*-===//

#ifndef OMPFIX_LEGALITY_DEVICEDATA_H
#define OMPFIX_LEGALITY_DEVICEDATA_H

#include "maps/FunctionMaps.h"
#include "ompfix/Verdict.h"

#include <map>
#include <string>

namespace ompfix {

/// Why the verdicts of loops and regions (indices of FunctionModel::Loops
/// and ::Regions) cannot stand: a copy in a device's memory that their
/// target constructs use is not transparent.
struct DeviceReasons {
  std::map<size_t, UnknownReason> Loops, Regions;
  /// Where the copy gives the host or the device stale data, or a target
  /// task races with host code, a finding of those loops and regions
  /// instead (their own verdicts do not matter).
  std::map<size_t, Witness> FindingLoops, FindingRegions;
  /// Where a map clause of the loop's or region's own directive makes a
  /// copy stale and another transfer makes it transparent: the finding and
  /// the fix (their own verdicts stand, as with the fix).
  struct FixedCopy {
    Witness Finding;
    DirectiveVerdict::MapFix Fix;
    /// Whether `tofrom` makes the copy transparent too: what a reduction
    /// clause of a combined target construct gives its list item (no map
    /// fix needed where the plan adds one).
    bool ToFromFixes = false;
  };
  std::map<size_t, std::vector<FixedCopy>> FixedLoops, FixedRegions;
};

/// Checks every DeviceMapping of the model of \p Maps (the conditions are
/// in DeviceData.cpp). Throws isl::exception.
DeviceReasons checkDeviceData(const FunctionMaps &Maps);

} // namespace ompfix

#endif // OMPFIX_LEGALITY_DEVICEDATA_H
