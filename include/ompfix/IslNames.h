//===- IslNames.h - The names isl text is built with ---------*- C++ -*-===//
//
// Both halves write isl text: the extractor names statements, variables and
// parameters; legality adds tuples of its own (an instance of L, an
// iteration, the end of the function, probes) and numbered dimensions. The
// names legality takes, and the keywords of isl's notation, are listed here
// once; the extractor renames any variable or parameter that would collide.
//
//   islnames::tuple(islnames::Iteration, "x0, x1")  =>  "Iter[x0, x1]"
//
//===----------------------------------------------------------------------===//

#ifndef OMPFIX_ISLNAMES_H
#define OMPFIX_ISLNAMES_H

#include <string>
#include <string_view>

namespace ompfix {
namespace islnames {

/// An instance of L: { Probe[o] }, o the iterators around L.
inline constexpr const char *Instance = "Probe";
/// An iteration of L: { Iter[o, i] }.
inline constexpr const char *Iteration = "Iter";
/// The synthetic statement that reads, at the end of the function, what the
/// caller can see.
inline constexpr const char *End = "__End";
/// The tags of probe accesses: after each instance of L (liveness), and
/// at its entry (the values an instance starts with).
inline constexpr const char *ProbeTag = "PV";
inline constexpr const char *EntryTag = "EV";

/// Statement N: "S3"; reference N: "R4".
inline std::string statement(unsigned N) { return "S" + std::to_string(N); }
inline std::string reference(unsigned N) { return "R" + std::to_string(N); }

/// "Name[Dims]".
inline std::string tuple(std::string_view Name, std::string_view Dims) {
  return std::string(Name) + "[" + std::string(Dims) + "]";
}

/// Whether \p Name is taken: a keyword of isl's notation, a tuple above, or
/// one of the numbered families that either half generates (S3, R4, PV2,
/// dimensions it0, o0, c0, x0, y0, t0).
inline bool isReserved(std::string_view Name) {
  for (std::string_view Keyword :
       {"and", "or", "not", "mod", "floor", "ceil", "min", "max", "exists",
        "true", "false", "infty", "implies", "xor", "NaN", "rat", "div",
        Instance, Iteration, End, ProbeTag, EntryTag})
    if (Name == Keyword)
      return true;
  auto Numbered = [&](std::string_view Prefix) {
    return Name.size() > Prefix.size() && Name.substr(0, Prefix.size()) == Prefix &&
           Name.substr(Prefix.size()).find_first_not_of("0123456789") ==
               std::string_view::npos;
  };
  for (std::string_view Prefix :
       {"S", "R", ProbeTag, "it", "o", "c", "x", "y", "t"})
    if (Numbered(Prefix))
      return true;
  return false;
}

} // namespace islnames
} // namespace ompfix

#endif // OMPFIX_ISLNAMES_H
