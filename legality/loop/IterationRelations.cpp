//===- IterationRelations.cpp - The iterations and instances of L ---------===//
//
// The relations between the statement instances of L: same instance, same
// iteration, other and later iterations, L's last iteration, and the times
// just before and after each instance.
//
// Vocabulary. L is the loop (with collapse(k), the k loops) that a directive
// applies to, at depth d. Its statements have domains { S[o, i, x] } where o
// are the d outer iterators (an instance of L), i the k iterators of L (an
// iteration) and x inner iterators. Every relation that joins two accesses
// is tagged (see FunctionMaps.h), so that a witness can name them.
//
//===----------------------------------------------------------------------===//

#include "loop/LoopChecker.h"
#include "check/Concurrency.h"
#include "maps/IslUtil.h"
#include "check/LoopSupport.h"
#include "maps/RelationText.h"

#include <isl/aff.h>
#include <isl/union_map.h>
#include <isl/val.h>

#include <algorithm>
#include <deque>
#include <set>
#include <stdexcept>
#include <tuple>

namespace ompfix {

void LoopChecker::buildIterationRelations() {
  const unsigned D = Loop.Depth, K = std::max(1u, Loop.Collapse);
  // "Iter[x0, ..., x<d + k - 1>]"
  auto IterTuple = [&](const char *Prefix) {
    return islnames::tuple(islnames::Iteration, dimList(Prefix, 0, D + K));
  };
  std::set<std::string> Names(Loop.Statements.begin(), Loop.Statements.end());
  InstanceOf = isl::union_map(Ctx, "{ }");
  IterationOf = InstanceOf;
  // The iterations of L, when the model does not give them.
  isl::union_set Executed(Ctx, "{ }");
  for (isl::set Domain : islutil::sets(InLoop.Domains)) {
    const char *Tuple = isl_set_get_tuple_name(Domain.get());
    unsigned Dims = islutil::setDims(Domain);
    if (Dims < D + K)
      throw std::invalid_argument(std::string("statement ") + Tuple +
                                  " has fewer dimensions than its loop");
    std::string Instance = std::string(Tuple) + "[" + dimList("x", 0, Dims) + "]";
    // Not restricted to the statement's domain: these relations only ever
    // filter pairs of accesses, which carry their domains already.
    // { S[o, i, x] -> Probe[o] }
    islutil::addTo(InstanceOf,
                   readMap(Ctx, "{ " + Instance + " -> " +
                                     islnames::tuple(islnames::Instance,
                                                     dimList("x", 0, D)) +
                                     " }"));
    // { S[o, i, x] -> Iter[o, i] }
    isl::map Iteration = readMap(Ctx, "{ " + Instance + " -> " + IterTuple("x") + " }");
    islutil::addTo(IterationOf, Iteration);
    if (Loop.IterationDomain.empty())
      islutil::addTo(Executed, Iteration.intersect_domain(Domain).range());
  }

  SameIteration = IterationOf.apply_range(IterationOf.reverse());
  SameInstance = InstanceOf.apply_range(InstanceOf.reverse());
  // { Iter[o, i] -> Iter[o, i'] : i' runs after i }, in L's order: the
  // first iterator that differs is larger (smaller where L counts down),
  // by the step at least where that is a parameter:
  //   [tile] -> { Iter[x0] -> Iter[y0] : x0 + (tile) <= y0 }
  std::string Later = iterationOrder(/*Earlier=*/false);
  std::string Earlier = iterationOrder(/*Earlier=*/true);
  std::string SameOuter;
  for (unsigned J = 0; J < D; ++J)
    SameOuter += "x" + std::to_string(J) + " = y" + std::to_string(J) + " and ";
  // (The steps name the function's parameters.)
  std::string Parameters;
  for (const std::string &P : Maps.Model->Parameters)
    Parameters += (Parameters.empty() ? "" : ", ") + P;
  Parameters = "[" + Parameters + "] -> ";
  isl::map RunsAfter = readMap(Ctx, Parameters + "{ " + IterTuple("x") + " -> " +
                              IterTuple("y") + " : " + SameOuter + "(" +
                              Later + ") }");
  LaterIteration = IterationOf.apply_range(isl::union_map(RunsAfter))
                       .apply_range(IterationOf.reverse());
  if (Loop.ParametricSteps.empty()) {
    OtherIteration = SameInstance.subtract(SameIteration);
  } else {
    // Values of the domain closer than the step are not both iterations.
    isl::map RunsBefore = readMap(Ctx, Parameters + "{ " + IterTuple("x") + " -> " +
                                 IterTuple("y") + " : " + SameOuter + "(" +
                                 Earlier + ") }");
    OtherIteration =
        IterationOf.apply_range(isl::union_map(RunsAfter.unite(RunsBefore)))
            .apply_range(IterationOf.reverse());
  }
  MutuallyExclusive = mutuallyExclusive(Maps, Names);
  InOrderedBlocks = orderedInstances(Maps, Names, Loop)
                        .unite(orderedAround(Names));

  // { Probe[o] -> Iter[o, i] } for the lexicographically last i.
  isl::set Iterations =
      Loop.IterationDomain.empty()
          ? readSet(Ctx, "{ " + IterTuple("x") + " : false }")
          : islutil::setTupleName(Maps.withinContext(islutil::coalescedIfEqual(
                                      readSet(Ctx, Loop.IterationDomain))),
                                  islnames::Iteration);
  if (Loop.IterationDomain.empty())
    for (isl::set S : islutil::sets(Executed))
      Iterations = Iterations.unite(S);
  if (islutil::setDims(Iterations) != D + K)
    throw std::invalid_argument("iteration domain of the wrong dimension");
  LastIteration = lastIterations(Iterations);
}

std::string LoopChecker::iterationOrder(bool Earlier) const {
  const unsigned D = Loop.Depth, K = std::max(1u, Loop.Collapse);
  std::string Order;
  for (unsigned J = D; J < D + K; ++J) {
    std::string X = "x" + std::to_string(J), Y = "y" + std::to_string(J);
    std::string Gap = parametricStep(J);
    std::string Prefix;
    for (unsigned E = D; E < J; ++E)
      Prefix += " and x" + std::to_string(E) + " = y" + std::to_string(E);
    auto Before = [&](const std::string &A, const std::string &B) {
      return Gap.empty() ? A + " < " + B : A + " + (" + Gap + ") <= " + B;
    };
    // Later: y's iterator larger, or smaller where L counts down;
    // Earlier: the other way round.
    bool YFirst = decreasing(J) != Earlier;
    Order += (J > D ? " or (" : "(") + (YFirst ? Before(Y, X) : Before(X, Y)) +
             Prefix + ")";
  }
  return Order;
}

isl::map LoopChecker::lastIterations(const isl::set &Iterations) const {
  return ompfix::lastIterations(Loop, Iterations);
}

/// The lanes of a plain simd loop execute the body one statement at a time
/// for all of them. Its body time is the schedule after L's iterators (the
/// padded schedule's positions from 2(d + k) + 2 on):
///   for (i) { S0: a[i + 1] = ...; S1: ... = a[i]; }
///   BodyBefore = { S0[i] -> S1[i'] }: S0 runs before S1 in every lane.
void LoopChecker::buildLockstepRelations() {
  const unsigned D = Loop.Depth, K = std::max(1u, Loop.Collapse);
  const unsigned Skip = 2 * (D + K) + 2;
  isl::union_map BodyTime = isl::union_map::empty(Ctx);
  for (const isl::map &Time : islutil::maps(InLoop.Schedule)) {
    unsigned Dims = islutil::outDims(Time);
    isl_map *Suffix = isl_map_project_out(Time.copy(), isl_dim_out, 0,
                                          std::min(Skip, Dims));
    if (!Suffix)
      isl::exception::throw_last_error(Ctx.get());
    islutil::addTo(BodyTime, isl::manage(Suffix));
  }
  auto Compare = [&](auto Function) {
    isl_union_map *Result = Function(BodyTime.copy(), BodyTime.copy());
    if (!Result)
      isl::exception::throw_last_error(Ctx.get());
    return isl::manage(Result);
  };
  BodyBefore = Compare(isl_union_map_lex_lt_union_map);
  BodySameTime =
      Compare(isl_union_map_lex_le_union_map).subtract(BodyBefore);
  WithinSafeLength.reset();
  if (Loop.SafeLength && K == 1) {
    std::string Same;
    for (unsigned J = 0; J < D; ++J)
      Same += "x" + std::to_string(J) + " = y" + std::to_string(J) + " and ";
    std::string I = "x" + std::to_string(D), J = "y" + std::to_string(D);
    std::string Bound = std::to_string(*Loop.SafeLength);
    isl::map Near = readMap(Ctx, "{ " +
                           islnames::tuple(islnames::Iteration,
                                           dimList("x", 0, D + 1)) +
                           " -> " +
                           islnames::tuple(islnames::Iteration,
                                           dimList("y", 0, D + 1)) +
                           " : " + Same + "-" + Bound + " < " + J + " - " + I +
                           " < " + Bound + " }");
    WithinSafeLength = IterationOf.apply_range(isl::union_map(Near))
                           .apply_range(IterationOf.reverse());
  }
}

/// The time just after (Side 1) or before (Side -1) L, in the padded and
/// spread schedule, where the odd textual positions are free:
///   { Probe[o] -> [0, 0, 2c0, o0, ..., 2c(d-1), o(d-1), 2cd + Side, 0, ...] }
isl::map LoopChecker::probeTime(int Side) const {
  const unsigned D = Loop.Depth;
  // (Every statement of L has L's places in the loops around it.)
  const Statement *First = nullptr;
  for (const std::string &Name : Loop.Statements)
    if ((First = Maps.sourceOf(Name)))
      break;
  if (!First)
    throw std::invalid_argument("a loop without statements");
  isl::map RawSchedule = readMap(Ctx, First->Schedule);
  std::string Time = "0, 0";
  for (unsigned J = 0; J <= D; ++J) {
    std::optional<long> Textual = islutil::fixedOutput(RawSchedule, 2 * J);
    if (!Textual)
      throw std::invalid_argument("schedule of " + First->Name +
                                  " is not in 2d+1 form");
    Time += ", " + std::to_string(2 * *Textual + (J == D ? Side : 0));
    if (J < D)
      Time += std::string(decreasing(J) ? ", -x" : ", x") + std::to_string(J);
  }
  for (unsigned Pos = 2 + 2 * D + 1; Pos < Maps.ScheduleLength; ++Pos)
    Time += ", 0";
  return readMap(Ctx, "{ " +
                           islnames::tuple(islnames::Instance,
                                           dimList("x", 0, D)) +
                           " -> [" + Time +
                           "] }");
}

/// Accesses around L's `ordered` blocks keep their order too: the block of
/// iteration i ends before the block of a later iteration i' starts, and
/// each access keeps its place in its own iteration. With the block B in
/// the middle of each iteration,
///   { S[i] -> T[i'] : S runs no later than B in i, T no earlier than B
///                      in i', i' after i }
/// and the same pairs reversed. Only blocks that run in every iteration
/// count (a block under a condition the model cannot follow may not run).
isl::union_map LoopChecker::orderedAround(const std::set<std::string> &Names) const {
  std::set<std::string> Eligible;
  for (const std::string &Name : Names) {
    const Statement *S = Maps.sourceOf(Name);
    if (S && isOrderedBlockOf(S->Exclusion, Loop) &&
        std::none_of(S->Accesses.begin(), S->Accesses.end(),
                     [&](const Access &A) {
                       return A.Conditions > Loop.Conditions;
                     }))
      Eligible.insert(Name);
  }
  // { B[x] }: the blocks' instances.
  isl::union_set Blocks =
      Maps.unionOver(Eligible, &FunctionMaps::StatementMaps::Domain);
  if (Blocks.is_empty())
    return isl::union_map(Ctx, "{ }");
  // { A -> B : A's time <= B's time }, within one iteration.
  isl::union_map Schedule = InLoop.Schedule.intersect_domain(
      SameIteration.domain());
  isl::union_map NoLater = isl::manage(isl_union_map_lex_le_union_map(
                               Schedule.copy(), Schedule.copy()))
                               .intersect(SameIteration);
  isl::union_set BeforeOrIn = NoLater.intersect_range(Blocks).domain();
  isl::union_set InOrAfter = NoLater.reverse().intersect_range(Blocks).domain();
  isl::union_map Forward =
      LaterIteration.intersect_domain(BeforeOrIn).intersect_range(InOrAfter);
  return Forward.unite(Forward.reverse());
}

} // namespace ompfix
