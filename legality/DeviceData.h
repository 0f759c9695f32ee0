//===- DeviceData.h - Whether the device's copies are transparent -*- C++ -*-===//

#ifndef OMPFIX_LEGALITY_DEVICEDATA_H
#define OMPFIX_LEGALITY_DEVICEDATA_H

#include "FunctionMaps.h"
#include "ompfix/Verdict.h"

#include <map>
#include <string>

namespace ompfix {

/// Why the verdicts of loops and regions (indices of FunctionModel::Loops
/// and ::Regions) cannot stand: a copy in a device's memory that their
/// target constructs use is not transparent.
struct DeviceReasons {
  std::map<size_t, std::string> Loops, Regions;
  /// Where the copy gives the host or the device stale data, a finding of
  /// those loops and regions instead (their own verdicts do not matter).
  std::map<size_t, Witness> StaleLoops, StaleRegions;
};

/// Checks every DeviceMapping of the model of \p Maps (the conditions are
/// in DeviceData.cpp). Throws isl::exception.
DeviceReasons checkDeviceData(const FunctionMaps &Maps);

} // namespace ompfix

#endif // OMPFIX_LEGALITY_DEVICEDATA_H
