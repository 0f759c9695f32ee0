//===- FunctionMaps.h - A FunctionModel as isl relations -----*- C++ -*-===//
//
// The sequential program of one function as isl values: statement domains,
// the schedule, tagged accesses and the exact dataflow between them.
//
// Accesses are tagged as in ppcg: the domain of a tagged access is the
// statement instance wrapped with the reference, so that a dependence says
// which two references it joins:
//   { [S1[i] -> R4[]] -> a[i + 1] }      (a tagged write)
//   { [S1[i] -> R4[]] -> [S1[i'] -> R3[]] : i' = i + 1 }   (a tagged flow)
//
// Schedules are 2d+1 vectors (even positions textual, odd ones loop
// iterators). They are padded to one length behind [0, 0] and their textual
// positions doubled, which leaves room for synthetic statements between any
// two: the end of the function at [2, 0, ...] and, for a loop at textual
// position c inside the loop nest o, the point just after that loop at
// [0, 0, ..., o, 2c + 1, 0, ...].
//
//===----------------------------------------------------------------------===//

#ifndef OMPFIX_LEGALITY_FUNCTIONMAPS_H
#define OMPFIX_LEGALITY_FUNCTIONMAPS_H

#include "maps/DefinedValueBounds.h"
#include "ompfix/IslNames.h"
#include "ompfix/Model.h"

#include <isl/cpp.h>

#include <map>
#include <optional>
#include <string>

namespace ompfix {

/// The name of the synthetic statement that reads, at the end of the
/// function, every cell the caller can see.
inline constexpr const char *EndStatement = islnames::End;

struct FunctionMaps {
  const FunctionModel *Model = nullptr;
  isl::set Context;           // [n] -> { : n >= 0 }
  /// The bounds of the function's defined values (DefinedValueBounds.h).
  DefinedBoundsTable DefinedBounds;
  /// [nt] -> { : nt >= 2 }: FunctionModel::ManyThreads, if it has any.
  std::optional<isl::set> ManyThreads;
  isl::union_set Domains;     // { S1[i] : 0 <= i < n; __End[] }
  isl::union_map Schedule;    // { S1[i] -> [0, 0, 0, i, 0]; __End[] -> [2, 0, ...] }
  unsigned ScheduleLength = 0;
  isl::union_map TagToStatement;   // { [S1[i] -> R4[]] -> S1[i] }
  isl::union_map TaggedSchedule;   // { [S1[i] -> R4[]] -> [0, 0, 0, i, 0] }
  isl::union_map TaggedReads;      // { [S1[i] -> R3[]] -> a[i] }
  isl::union_map TaggedMustWrites; // { [S1[i] -> R4[]] -> a[i + 1] }
  isl::union_map TaggedMayWrites;  // may-writes only, not the must-writes
  isl::union_map TaggedKills;      // { [K2[i] -> R9[]] -> t[] }
  /// The reads and the schedule for every point of a statement's space, not
  /// just its domain: joined with relations that bound the instances
  /// already, they spare isl a second copy of the domain's constraints.
  isl::union_map UnboundedTaggedReads; // { [S1[i] -> R3[]] -> a[i] }, any i
  isl::union_map UnboundedSchedule;    // { S1[i] -> [0, 0, 0, i, 0] }, any i
  /// The dataflow into the reads of one variable. Not cached: what one loop
  /// computes must not make another loop's budget go further.
  struct Flow {
    /// Every possible flow of a value, must and may, cell by cell.
    isl::union_map MayFlowCells; // { [S1[i] -> R4[]] -> [[S1[i'] -> R3[]] -> a[i']] }
    /// The same, without the cells.
    isl::union_map MayFlow;      // { [S1[i] -> R4[]] -> [S1[i'] -> R3[]] }
    /// The cells that reads may get from before the function.
    isl::union_map MayNoSource;  // { [S2[i] -> R7[]] -> b[i] }
  };
  /// Only into the references that \p Sinks, { [T[y] -> R[]] }, has
  /// instances of (all their instances), when given.
  Flow flowOf(const Variable &V,
              const std::optional<isl::union_set> &Sinks = std::nullopt) const;

  /// The accesses and kills of one variable, with their schedule.
  struct VariableAccessMaps {
    isl::union_map Reads, MustWrites, MayWrites, Kills, Schedule;
  };
  VariableAccessMaps accessesOf(const Variable &V) const;
  /// The same for every variable of the model, by Variable::Id: built once
  /// with the maps (one pass over each relation).
  std::map<std::string, VariableAccessMaps> ByVariable;

  /// Where each statement sits in the schedule: the constant positions of
  /// its schedule "[c0, i0, c1, i1, ..., cd]" (d + 1 of them, d its
  /// loops): its place in the body of each loop around it.
  std::map<std::string, std::vector<long>> StaticPositions;
  /// The reads of scalars (by reference) that a must-write of the scalar
  /// precedes in every iteration of the loops around the read down to some
  /// depth, with the positions of those loops (the read's first
  /// StaticPositions): within one iteration of them, the read never sees
  /// a value from before it, so nothing outside those loops (a loop L
  /// there, and the end of each of its instances) reaches the read.
  ///   for (i) { t = ...;  ... = t; }   // the read of t: { [0] }
  std::map<long, std::vector<long>> CoveredReads;
  /// The reads of each scalar (ByVariable's), split by CoveredReads: those
  /// no write covers, and those covered in the loops at each list of
  /// positions. A loop then looks only at the reads that can see its end:
  /// the uncovered ones and those covered in loops around it.
  struct ScalarReads {
    std::vector<isl::map> Uncovered;
    std::map<std::vector<long>, std::vector<isl::map>> CoveredIn;
  };
  std::map<std::string, ScalarReads> ReadsByCover;

  /// One statement's own relations (its parts of those above): a loop
  /// takes its statements' instead of filtering the function's, so that
  /// its work follows its size, not the function's (issue 15).
  struct StatementMaps {
    const Statement *Source = nullptr; // (none for the end statement)
    // (Unions, empty where the statement has none: every member is a value.)
    isl::union_set Domain;             // { S1[i] : 0 <= i < n }
    isl::union_map Schedule;           // { S1[i] -> [0, 0, 0, i, 0] }
    isl::union_map UnboundedSchedule;  // the same, any i
    isl::union_map Reads, MustWrites, MayWrites, Kills; // tagged
    isl::union_map UnboundedReads;     // { [S1[i] -> R3[]] -> a[i] }, any i
    isl::union_map TaggedSchedule;     // { [S1[i] -> R3[]] -> [0, 0, 0, i, 0] }
    isl::union_map TagToStatement;     // { [S1[i] -> R3[]] -> S1[i] }
  };
  std::map<std::string, StatementMaps> ByStatement;
  /// The parts the model may get wrong (Statement::Inexact) that have
  /// instances in their statement's domain, in the model's order: every
  /// loop asks about them (LoopChecker::inexactReason), so they are found
  /// once, with the relations.
  struct InexactPart {
    const Statement *Source;
    const Statement::InexactPart *Part;
  };
  std::vector<InexactPart> InexactParts;
  /// One relation of the statements \p Names (those the relations hold),
  /// united: unionOver(L.Statements, &StatementMaps::Schedule).
  template <typename NameList, typename Relation>
  Relation unionOver(const NameList &Names,
                     Relation StatementMaps::*Part) const {
    Relation Result = Relation::empty(Context.ctx());
    for (const std::string &Name : Names)
      if (auto It = ByStatement.find(Name); It != ByStatement.end())
        Result = Result.unite(It->second.*Part);
    return Result;
  }
  /// The relations of statement \p Name; throws std::invalid_argument for a
  /// statement the model does not have.
  const StatementMaps &statementMaps(const std::string &Name) const;
  /// The model's statement \p Name where the relations hold it, else none
  /// (the relations leave out what no directive asks about).
  const Statement *sourceOf(const std::string &Name) const;
  /// \p S's domain within the context: as the relations hold it, parsed
  /// from S's text only where they left S out (or hold no instance of it).
  isl::set domainOf(const Statement &S) const;
  /// \p Instances, as the model's text gives them (a statement's domain, a
  /// loop's iterations), within the context and the bounds of the defined
  /// values they read, also through the context (`nq` equated with
  /// `m_mod_n`): held alike, sets built from them agree.
  isl::set withinContext(const isl::set &Instances) const;

  std::map<unsigned, const Access *> RefAccess;
  /// The references of the synthetic end statement, by variable.
  std::map<unsigned, std::string> EndReadVariable;
};

/// Builds the relations of \p Model and computes its dataflow. Throws
/// isl::exception (quota included) and std::invalid_argument for a malformed
/// model.
FunctionMaps buildFunctionMaps(isl::ctx Ctx, const FunctionModel &Model);

/// The tag tuple of reference \p Ref: "R<Ref>".
std::string refTuple(unsigned Ref);
/// The reference of a tag tuple name, or -1.
long refOfTuple(const std::string &Tuple);

/// The cells of \p V: "{ a[c0, c1] }", bounded by constant extents:
/// "{ w[c0] : 0 <= c0 < 4 }".
isl::union_set cellsOf(isl::ctx Ctx, const Variable &V);

/// Computes the flow into every cell that \p TaggedReads reads, from the
/// given writes and kills:
///   { [S[x] -> W[]] -> [[T[y] -> R[]] -> v[c]] }
/// and sets \p NoSource to the cells read that may have no source.
isl::union_map cellFlow(const isl::union_map &TaggedReads,
                        const isl::union_map &MustWrites,
                        const isl::union_map &MayWrites,
                        const isl::union_map &Kills,
                        const isl::union_map &TaggedSchedule,
                        isl::union_map *NoSource = nullptr);

/// Whether some extent of \p V is a constant (cellsOf bounds it).
bool hasConstantExtent(const Variable &V);
/// \p Accesses, { ... -> v[c] }, to the cells of \p V (cellsOf) only.
isl::union_map withinExtents(const isl::union_map &Accesses,
                             const Variable &V);

/// Tags every access of \p Untagged with reference \p Ref:
///   { S1[i] -> a[i] }, 3  =>  { [S1[i] -> R3[]] -> a[i] }
isl::map tagAccess(isl::map Untagged, unsigned Ref);

/// Doubles the textual (even) dimensions of schedule times of length \p Len.
isl::union_map spreadSchedule(const isl::union_map &Schedule, unsigned Len);

} // namespace ompfix

#endif // OMPFIX_LEGALITY_FUNCTIONMAPS_H
