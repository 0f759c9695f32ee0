//===- UnknownWording.h - The words of legality's unknown reasons -*- C++
//-*-===//
//
// Legality says why a directive is unknown as a value (UnknownDetail and
// its subject); these are its words, as the report shows them. No Clang.
//
//===----------------------------------------------------------------------===//

#ifndef OMPFIX_FINDINGS_UNKNOWNWORDING_H
#define OMPFIX_FINDINGS_UNKNOWNWORDING_H

#include "ompfix/UnknownReasons.h"

#include <string>

namespace ompfix {

/// The sentence of \p R: its Text when it comes worded, else its Detail
/// said of its Subject:
///   {Subscript, SliceOverrun, "buf"}
///     => "an access through 'buf' may leave the running thread's slice
///         of its buffer"
std::string wording(const UnknownReason &R);

/// \p R with its Text worded (and Detail Worded): what the report shows.
UnknownReason worded(const UnknownReason &R);

} // namespace ompfix

#endif // OMPFIX_FINDINGS_UNKNOWNWORDING_H
