//===- FunctionMaps.cpp - A FunctionModel as isl relations ----------------===//

#include "maps/FunctionMaps.h"
#include "maps/IslUtil.h"
#include "maps/RelationText.h"

#include <algorithm>
#include <set>
#include <stdexcept>

namespace ompfix {

std::string refTuple(unsigned Ref) { return islnames::reference(Ref); }

long refOfTuple(const std::string &Tuple) {
  if (Tuple.size() < 2 || Tuple[0] != 'R')
    return -1;
  for (size_t I = 1; I < Tuple.size(); ++I)
    if (Tuple[I] < '0' || Tuple[I] > '9')
      return -1;
  return std::stol(Tuple.substr(1));
}

static std::string cellTuple(const Variable &V) {
  std::string Text = V.Id + "[";
  for (unsigned D = 0; D < V.Rank; ++D)
    Text += (D ? ", c" : "c") + std::to_string(D);
  return Text + "]";
}

/// Whether extent \p D of \p V is a constant (cellsOf bounds it).
static bool constantExtent(const Variable &V, unsigned D) {
  return D < V.Rank && D < V.Extents.size() && !V.Extents[D].empty() &&
         V.Extents[D].find_first_not_of("0123456789") == std::string::npos;
}

bool hasConstantExtent(const Variable &V) {
  for (unsigned D = 0; D < V.Rank; ++D)
    if (constantExtent(V, D))
      return true;
  return false;
}

/// Every cell of \p V: within its extents where they are constants.
isl::union_set cellsOf(isl::ctx Ctx, const Variable &V) {
  std::string Bounds;
  for (unsigned D = 0; D < V.Rank; ++D) {
    if (!constantExtent(V, D))
      continue;
    std::string C = "c" + std::to_string(D);
    Bounds += (Bounds.empty() ? " : " : " and ") + std::string("0 <= ") + C +
              " < " + V.Extents[D];
  }
  return isl::union_set(Ctx, "{ " + cellTuple(V) + Bounds + " }");
}

isl::union_map withinExtents(const isl::union_map &Accesses,
                             const Variable &V) {
  // Every cell of V, and every access in V's space: nothing to intersect.
  auto InSpace = [&](const isl::map &M) {
    return islutil::outDims(M) == V.Rank && islutil::rangeTupleName(M) == V.Id;
  };
  std::vector<isl::map> All = islutil::maps(Accesses);
  if (!hasConstantExtent(V) && std::all_of(All.begin(), All.end(), InSpace))
    return Accesses;
  return Accesses.intersect_range(cellsOf(Accesses.ctx(), V));
}

isl::map tagAccess(isl::map Untagged, unsigned Ref) {
  // { S[i] -> R3[] }, built from the access's space: parsing it for every
  // access cost more than the rest of the tagging.
  isl_space *Instance = isl_space_domain(Untagged.get_space().release());
  isl_space *RefSpace =
      isl_space_set_from_params(isl_space_params(isl_space_copy(Instance)));
  RefSpace = isl_space_set_tuple_name(RefSpace, isl_dim_set,
                                      refTuple(Ref).c_str());
  return islutil::throughTag(
      Untagged, isl::manage(isl_space_map_from_domain_and_range(Instance,
                                                                RefSpace)));
}

isl::union_map spreadSchedule(const isl::union_map &Schedule, unsigned Len) {
  std::string In, Out;
  for (unsigned D = 0; D < Len; ++D) {
    std::string T = "t" + std::to_string(D);
    In += (D ? ", " : "") + T;
    Out += (D ? ", " : "") + (D % 2 == 0 ? "2 * " + T : T);
  }
  isl::union_map Spread(
      readMap(Schedule.ctx(), "{ [" + In + "] -> [" + Out + "] }"));
  return Schedule.apply_range(Spread);
}

isl::union_map cellFlow(const isl::union_map &TaggedReads,
                        const isl::union_map &MustWrites,
                        const isl::union_map &MayWrites,
                        const isl::union_map &Kills,
                        const isl::union_map &TaggedSchedule,
                        isl::union_map *NoSource) {
  // Without a sink there is no flow; isl would still tag and index every
  // source first, at a cost that grows with the function (issue 15).
  if (TaggedReads.is_empty()) {
    if (NoSource)
      *NoSource = isl::union_map::empty(TaggedReads.ctx());
    return isl::union_map::empty(TaggedReads.ctx());
  }
  // A read of one cell per instance is its own sink; a read of several
  // cells (a whole array, a range) gets a sink per cell,
  //   { [[T[y] -> R[]] -> v[c]] -> v[c] },
  // at the time of its read, so that each cell finds its own source.
  isl::union_map OneCell(TaggedReads.ctx(), "{ }"), SeveralCells = OneCell;
  for (isl::map Read : islutil::maps(TaggedReads)) {
    if (Read.is_single_valued())
      islutil::addTo(OneCell, Read);
    else
      islutil::addTo(SeveralCells, Read);
  }
  isl::union_map Sinks = OneCell.unite(SeveralCells.range_map());
  isl::union_map SinkSchedule =
      SeveralCells.domain_map().apply_range(TaggedSchedule);
  isl::union_access_info Info(Sinks);
  Info = Info.set_must_source(MustWrites)
             .set_may_source(MayWrites)
             .set_kill(Kills)
             .set_schedule_map(TaggedSchedule.unite(SinkSchedule));
  isl::union_flow Flow = Info.compute_flow();
  // Back to one shape: { W -> [[T[y] -> R[]] -> v[c]] }.
  isl::union_map ToCell = OneCell.domain_map().reverse(); // { R -> [R -> c] }
  isl::union_map Dependences = Flow.get_may_dependence();
  isl::union_map ByCell =
      Dependences.intersect_range(SeveralCells.range_map().domain())
          .unite(Dependences.intersect_range(OneCell.domain())
                     .apply_range(ToCell));
  if (NoSource) {
    isl::union_map Missing = Flow.get_may_no_source(); // { Sink -> v[c] }
    *NoSource = Missing.intersect_domain(OneCell.domain())
                    .unite(Missing.intersect_domain(
                                      SeveralCells.range_map().domain())
                               .domain()
                               .unwrap());
  }
  return ByCell;
}

namespace {

/// Collects the relations of the model, statement by statement.
class MapsBuilder {
public:
  MapsBuilder(isl::ctx Ctx, const FunctionModel &Model)
      : Ctx(Ctx), Model(Model) {}

  FunctionMaps build();

private:
  isl::map parseMap(const std::string &Text, const std::string &What) const;
  isl::set parseDomain(const Statement &S);
  void findRelevant();
  void checkReferences() const;
  void addStatement(const Statement &S);
  void addEndOfFunction();
  void tagSchedule();
  void partitionByVariable();
  void partitionByStatement();
  void findCoveredReads();

  isl::ctx Ctx;
  const FunctionModel &Model;
  FunctionMaps Maps;
  /// Per statement: its domain and its schedule, as parsed.
  std::map<std::string, std::pair<isl::set, isl::map>> Parsed;
  std::vector<isl::map> UnboundedSchedules;
  unsigned NextSyntheticRef = 0;
  /// Domains parsed, by their text without the statement's name.
  std::map<std::string, isl::set> DomainOfText;
  /// What the directives can ask about (findRelevant).
  std::set<std::string> RelevantVariables, RelevantStatements;
};

/// The part of the function that the checks of its directives can look at.
/// Every check is about a variable that a directive's code accesses or
/// names (a loop's or region's statements, clauses, device copies): the
/// accesses of any other variable make no dependence, no flow and no
/// liveness that a check asks about, and a statement outside the
/// directives with no other access has no part in any relation. Leaving
/// them out keeps the model of a `main` full of set-up code to what its
/// directives touch (issue 15). Kept whole: the statements of the
/// directives, the synthetic ones they name, and any with an inexact part
/// (LoopChecker::inexactReason reads their domains). A loop or region
/// that is unknown for a reason of its own asks nothing.
void MapsBuilder::findRelevant() {
  auto keep = [&](const std::vector<std::string> &Names) {
    RelevantStatements.insert(Names.begin(), Names.end());
  };
  auto name = [&](const std::vector<DeclaredAttribute> &Attributes) {
    for (const DeclaredAttribute &A : Attributes)
      RelevantVariables.insert(A.Variable);
  };
  // (A directive outside the model for a reason of its own asks nothing.)
  for (const LoopDirective &L : Model.Loops) {
    if (!L.Unknown.empty())
      continue;
    keep(L.Statements);
    name(L.Attributes);
    name(L.Unused);
    RelevantVariables.insert(L.IteratorIds.begin(), L.IteratorIds.end());
    for (const auto &[Id, Why] : L.ThreadVarying)
      RelevantVariables.insert(Id);
  }
  for (const ParallelRegion &R : Model.Regions) {
    if (!R.Unknown.empty())
      continue;
    for (const ParallelRegion::Part &P : R.Parts) {
      keep(P.Statements);
      RelevantStatements.insert(P.Creation);
      RelevantVariables.insert(P.Copies.begin(), P.Copies.end());
    }
    keep(R.Barriers);
    keep(R.Conditional);
    RelevantStatements.insert(R.End);
    for (const ParallelRegion::TaskWait &W : R.TaskWaits) {
      RelevantStatements.insert(W.Statement);
      keep(W.Creations);
    }
    RelevantVariables.insert(R.Locals.begin(), R.Locals.end());
    name(R.Attributes);
    name(R.Unused);
  }
  for (const DeviceMapping &D : Model.DeviceData) {
    RelevantVariables.insert(D.Variable);
    keep(D.DeviceStatements);
    keep(D.HostStatements);
    keep(D.UpdatesTo);
    keep(D.UpdatesFrom);
  }
  for (const Statement &S : Model.Statements)
    if (!S.Inexact.empty())
      RelevantStatements.insert(S.Name);
  for (const Statement &S : Model.Statements)
    if (RelevantStatements.count(S.Name)) {
      for (const Access &A : S.Accesses)
        RelevantVariables.insert(A.Variable);
      RelevantVariables.insert(S.Kills.begin(), S.Kills.end());
    }
  auto Relevant = [&](const std::string &Id) {
    return RelevantVariables.count(Id) > 0;
  };
  for (const Statement &S : Model.Statements) {
    if (std::any_of(S.Accesses.begin(), S.Accesses.end(),
                    [&](const Access &A) { return Relevant(A.Variable); }) ||
        std::any_of(S.Kills.begin(), S.Kills.end(), Relevant))
      RelevantStatements.insert(S.Name);
  }
}

/// The model's references and variables, checked whole (left-out parts
/// included): a malformed model is an error wherever it is.
void MapsBuilder::checkReferences() const {
  std::set<unsigned> Seen;
  for (const Statement &S : Model.Statements) {
    for (const Access &A : S.Accesses) {
      if (!Seen.insert(A.Ref).second)
        throw std::invalid_argument("reference R" + std::to_string(A.Ref) +
                                    " is used twice");
      if (!Model.findVariable(A.Variable))
        throw std::invalid_argument("access to undeclared variable " +
                                    A.Variable);
    }
    for (const std::string &Killed : S.Kills)
      if (!Model.findVariable(Killed))
        throw std::invalid_argument("kill of undeclared variable " + Killed);
  }
}

isl::map MapsBuilder::parseMap(const std::string &Text,
                               const std::string &What) const {
  try {
    return readMap(Ctx, Text);
  } catch (const isl::exception_invalid &) {
    throw std::invalid_argument("malformed " + What + ": " + Text);
  }
}

/// The domains of a function's statements repeat the conditions on the path
/// to them (a check of argc, of a malloc's size), which every statement
/// after them shares and isl would parse anew each time, at a cost such
/// conditions make large (issue 15). Each text is parsed once without the
/// statement's name, which the set then gets:
///   [n] -> { S7[it0] : 0 <= it0 < n and argc = 5 }
///   [n] -> { S8[it0] : 0 <= it0 < n and argc = 5 }
/// are both "[n] -> { [it0] : 0 <= it0 < n and argc = 5 }", named.
isl::set MapsBuilder::parseDomain(const Statement &S) {
  std::string Unnamed = S.Domain;
  size_t Open = Unnamed.find('{');
  std::string Named = "{ " + S.Name + "[";
  bool HasName = Open != std::string::npos &&
                 Unnamed.compare(Open, Named.size(), Named) == 0;
  if (HasName)
    Unnamed.erase(Open + 2, S.Name.size());
  auto [It, New] = DomainOfText.try_emplace(Unnamed);
  if (New) {
    try {
      It->second = islutil::coalescedIfEqual(readSet(Ctx, Unnamed));
    } catch (const isl::exception_invalid &) {
      DomainOfText.erase(It);
      throw std::invalid_argument("malformed domain: " + S.Domain);
    }
  }
  if (!HasName)
    return It->second;
  return isl::manage(isl_set_set_tuple_name(It->second.copy(), S.Name.c_str()));
}

void MapsBuilder::addStatement(const Statement &S) {
  isl::set Domain = Maps.withinContext(parseDomain(S));
  islutil::addTo(Maps.Domains, Domain);
  isl::map Schedule = parseMap(S.Schedule, "schedule");
  UnboundedSchedules.push_back(Schedule);
  Parsed.emplace(S.Name, std::make_pair(Domain, Schedule));

  for (const Access &A : S.Accesses) {
    if (!RelevantVariables.count(A.Variable))
      continue;
    Maps.RefAccess[A.Ref] = &A;
    // (No coalesce here: isl 0.25's coalesce loses points of some sets
    // with a modulo and a disjunction, e.g. { S[i] : i mod 2 = 0 or i < 2 }.)
    isl::map Unbounded = parseMap(A.Relation, "access");
    isl::map Tagged = tagAccess(
        withinDefinedValueBounds(Unbounded.intersect_domain(Domain).wrap(),
                                 Maps.DefinedBounds)
            .unwrap(),
        A.Ref);
    if (!A.IsWrite) {
      islutil::addTo(Maps.TaggedReads, Tagged);
      islutil::addTo(Maps.UnboundedTaggedReads, tagAccess(Unbounded, A.Ref));
    }
    else if (A.IsMust)
      islutil::addTo(Maps.TaggedMustWrites, Tagged);
    else
      islutil::addTo(Maps.TaggedMayWrites, Tagged);
  }
  for (const std::string &Killed : S.Kills) {
    if (!RelevantVariables.count(Killed))
      continue;
    const Variable *V = Model.findVariable(Killed);
    // { S[i] -> v[c] }: every cell.
    isl::union_map AllCells = isl::union_map::from_domain_and_range(
        isl::union_set(Domain), cellsOf(Ctx, *V));
    for (isl::map Kill : islutil::maps(AllCells))
      islutil::addTo(Maps.TaggedKills, tagAccess(Kill, NextSyntheticRef++));
  }
}

/// The caller sees globals and what pointer parameters point to after the
/// function returns: a synthetic statement reads them last, where the
/// function returns at all (not after `exit`).
///   [err] -> { __End[] -> a[c0] : err = 0 }
void MapsBuilder::addEndOfFunction() {
  isl::set End(Ctx, std::string("{ ") + EndStatement + "[] }");
  if (!Model.Returns.empty())
    End = End.intersect_params(readSet(Ctx, Model.Returns));
  islutil::addTo(Maps.Domains, End);
  for (const Variable &V : Model.Variables) {
    if (!V.CallerVisible || !RelevantVariables.count(V.Id))
      continue;
    isl::union_map Reads = isl::union_map::from_domain_and_range(
        isl::union_set(End), cellsOf(Ctx, V));
    for (isl::map Read : islutil::maps(Reads)) {
      unsigned Ref = NextSyntheticRef++;
      Maps.EndReadVariable[Ref] = V.Id;
      islutil::addTo(Maps.TaggedReads, tagAccess(Read, Ref));
    }
  }
}

void MapsBuilder::tagSchedule() {
  // Tags take the schedule of their statement instance.
  isl::union_map AllTagged = Maps.TaggedReads.unite(Maps.TaggedMustWrites)
                                 .unite(Maps.TaggedMayWrites)
                                 .unite(Maps.TaggedKills);
  // { [S[i] -> R[]] -> S[i] }
  Maps.TagToStatement = AllTagged.domain().unwrap().domain_map();
  // Each statement's time read from its tags, tag by tag (isl's
  // apply_range of two unions tries every map of one with every map of the
  // other, issue 15; a join costs more than the preimage anyway). A tag's
  // instances lie in its statement's domain, so the unbounded schedule
  // gives the same times at less cost (the end statement has only one):
  //   { [S[i] -> R[]] -> [0, 2i, 0] }, any i.
  std::map<std::string, isl::map> TimeOf;
  for (const isl::map &Time : islutil::maps(Maps.Schedule))
    TimeOf.emplace(islutil::domainTupleName(Time), Time);
  for (const isl::map &Time : islutil::maps(Maps.UnboundedSchedule))
    TimeOf.insert_or_assign(islutil::domainTupleName(Time), Time);
  Maps.TaggedSchedule = isl::union_map::empty(Ctx);
  for (const isl::map &Tag : islutil::maps(Maps.TagToStatement))
    if (auto It = TimeOf.find(islutil::rangeTupleName(Tag)); It != TimeOf.end())
      islutil::addTo(Maps.TaggedSchedule,
                     islutil::throughTag(It->second,
                                         Tag.get_space().domain().unwrap()));
}

FunctionMaps MapsBuilder::build() {
  Maps.Model = &Model;
  Maps.Context = Model.Context.empty() ? isl::set(Ctx, "{ : }")
                                       : readSet(Ctx, Model.Context);
  Maps.DefinedBounds = definedBoundsTable(Ctx, Model);
  if (!Model.ManyThreads.empty())
    Maps.ManyThreads = readSet(Ctx, Model.ManyThreads);
  Maps.Domains = isl::union_set(Ctx, "{ }");
  Maps.TaggedReads = isl::union_map(Ctx, "{ }");
  Maps.TaggedMustWrites = Maps.TaggedReads;
  Maps.TaggedMayWrites = Maps.TaggedReads;
  Maps.TaggedKills = Maps.TaggedReads;
  Maps.UnboundedTaggedReads = Maps.TaggedReads;

  unsigned MaxRef = 0;
  for (const Statement &S : Model.Statements)
    for (const Access &A : S.Accesses)
      MaxRef = std::max(MaxRef, A.Ref + 1);
  NextSyntheticRef = MaxRef + 1000000;

  checkReferences();
  findRelevant();
  for (const Statement &S : Model.Statements)
    if (RelevantStatements.count(S.Name))
      addStatement(S);
  addEndOfFunction();

  unsigned Length = 3;
  for (const isl::map &M : UnboundedSchedules)
    Length = std::max(Length, islutil::outDims(M) + 2);
  if (Length % 2 == 0)
    ++Length; // 2d+1: end on a textual position.
  Maps.ScheduleLength = Length;
  // Padded and spread before the domains bound them: the domains carry the
  // conditions on each statement's path, which would make every step cost.
  isl::union_map UnboundedPadded(Ctx, "{ }");
  for (const isl::map &M : UnboundedSchedules)
    islutil::addTo(UnboundedPadded, islutil::padSchedule(M, Length, 0));
  Maps.UnboundedSchedule = spreadSchedule(UnboundedPadded, Length);
  isl::map EndTime =
      islutil::padSchedule(isl::map(Ctx, std::string("{ ") + EndStatement +
                                             "[] -> [] }"),
                           Length, 1);
  Maps.Schedule = Maps.UnboundedSchedule.intersect_domain(Maps.Domains)
                      .unite(spreadSchedule(isl::union_map(EndTime), Length));

  tagSchedule();
  partitionByVariable();
  partitionByStatement();
  findCoveredReads();
  return Maps;
}

void MapsBuilder::findCoveredReads() {
  // Where each statement sits.
  for (const Statement &S : Model.Statements) {
    auto Kept = Parsed.find(S.Name);
    if (Kept == Parsed.end())
      continue; // (left out: findRelevant)
    const auto &[Instances, Schedule] = Kept->second;
    unsigned Loops = islutil::setDims(Instances);
    std::vector<long> Positions;
    for (unsigned D = 0; D <= Loops; ++D) {
      std::optional<long> C = islutil::fixedOutput(Schedule, 2 * D);
      if (!C || islutil::outDims(Schedule) != 2 * Loops + 1) {
        Positions.clear(); // not of the form [c0, i0, ..., cd]: no part in it
        break;
      }
      Positions.push_back(*C);
    }
    if (!Positions.empty())
      Maps.StaticPositions[S.Name] = Positions;
  }
  for (const Variable &V : Model.Variables) {
    if (V.Rank != 0)
      continue;
    const FunctionMaps::VariableAccessMaps &A = Maps.ByVariable.at(V.Id);
    std::vector<islutil::Tag> Writes;
    for (const isl::map &W : islutil::maps(A.MustWrites))
      Writes.push_back(islutil::domainTag(W));
    for (const isl::map &R : islutil::maps(A.Reads)) {
      islutil::Tag Read = islutil::domainTag(R);
      auto ReadAt = Maps.StaticPositions.find(Read.Statement);
      if (ReadAt == Maps.StaticPositions.end())
        continue;
      const std::vector<long> &P = ReadAt->second;
      unsigned Deepest = 0;
      for (const islutil::Tag &Write : Writes) {
        auto WriteAt = Maps.StaticPositions.find(Write.Statement);
        if (WriteAt == Maps.StaticPositions.end())
          continue;
        const std::vector<long> &Q = WriteAt->second;
        // The loops both are in: the first positions they share, each one
        // loop deeper (positions 0..D-1); then the write's place comes
        // first in the body of the innermost of them.
        unsigned D = 0;
        while (D + 1 < P.size() && D + 1 < Q.size() && P[D] == Q[D])
          ++D;
        if (D == 0 || D <= Deepest || Q[D] >= P[D])
          continue;
        // In every iteration of those loops where the read runs, the write
        // runs: { [i0, ..., iD-1] } of the read within the write's.
        auto prefix = [&](const std::string &Name) {
          isl::set Instances = Parsed.at(Name).first;
          unsigned Loops = islutil::setDims(Instances);
          return isl::manage(isl_set_reset_tuple_id(isl_set_project_out(
              Instances.release(), isl_dim_set, D, Loops - D)));
        };
        if (prefix(Read.Statement).is_subset(prefix(Write.Statement)))
          Deepest = D;
      }
      if (Deepest > 0)
        Maps.CoveredReads[refOfTuple(Read.Ref)] =
            std::vector<long>(P.begin(), P.begin() + Deepest);
    }
    FunctionMaps::ScalarReads &Split = Maps.ReadsByCover[V.Id];
    for (const isl::map &R : islutil::maps(A.Reads)) {
      auto Covered = Maps.CoveredReads.find(refOfTuple(islutil::domainTag(R).Ref));
      if (Covered == Maps.CoveredReads.end())
        Split.Uncovered.push_back(R);
      else
        Split.CoveredIn[Covered->second].push_back(R);
    }
  }
}

/// The references of \p A's accesses and kills.
std::set<long> refsOf(const FunctionMaps::VariableAccessMaps &A) {
  std::set<long> Refs;
  for (const isl::union_map &Accesses :
       {A.Reads, A.MustWrites, A.MayWrites, A.Kills})
    for (const isl::map &M : islutil::maps(Accesses))
      Refs.insert(refOfTuple(islutil::domainTag(M).Ref));
  return Refs;
}

void MapsBuilder::partitionByVariable() {
  // One pass over each relation, its maps bucketed by the variable they
  // access (every access names its variable in its range, every tagged
  // instance its reference): each loop then takes its variables' maps
  // instead of filtering the whole function's per variable (issue 15),
  // and the work is the model's, under its budget, not a loop's.
  using Buckets = std::map<std::string, isl::union_map>;
  auto bucket = [&](const isl::union_map &U) {
    Buckets Into;
    for (const isl::map &M : islutil::maps(U)) {
      auto [It, New] = Into.try_emplace(islutil::rangeTupleName(M),
                                        isl::union_map::empty(Ctx));
      islutil::addTo(It->second, M);
    }
    return Into;
  };
  Buckets Reads = bucket(Maps.TaggedReads),
          MustWrites = bucket(Maps.TaggedMustWrites),
          MayWrites = bucket(Maps.TaggedMayWrites),
          Kills = bucket(Maps.TaggedKills);
  std::multimap<long, isl::map> ScheduleOfRef;
  for (const isl::map &M : islutil::maps(Maps.TaggedSchedule))
    ScheduleOfRef.emplace(refOfTuple(islutil::domainTag(M).Ref), M);
  auto of = [&](const Buckets &B, const std::string &Id) {
    auto It = B.find(Id);
    return It == B.end() ? isl::union_map::empty(Ctx) : It->second;
  };
  for (const Variable &V : Model.Variables) {
    // Cells outside constant extents are no cells of V (an access there
    // is undefined behaviour, not a dependence); intersecting with the
    // extents adds only bounds on the cells.
    FunctionMaps::VariableAccessMaps A;
    A.Reads = withinExtents(of(Reads, V.Id), V);
    A.MustWrites = withinExtents(of(MustWrites, V.Id), V);
    A.MayWrites = withinExtents(of(MayWrites, V.Id), V);
    A.Kills = of(Kills, V.Id);
    A.Schedule = isl::union_map::empty(Ctx);
    for (long Ref : refsOf(A)) {
      auto [From, To] = ScheduleOfRef.equal_range(Ref);
      for (auto It = From; It != To; ++It)
        islutil::addTo(A.Schedule, It->second);
    }
    Maps.ByVariable.emplace(V.Id, std::move(A));
  }
}

void MapsBuilder::partitionByStatement() {
  // One pass over each relation, as for the variables.
  auto statementOf = [&](const std::string &Name) -> FunctionMaps::StatementMaps & {
    auto [It, New] = Maps.ByStatement.try_emplace(Name);
    if (New) {
      isl::union_map None = isl::union_map::empty(Ctx);
      FunctionMaps::StatementMaps &S = It->second;
      S.Domain = isl::union_set::empty(Ctx);
      S.Schedule = S.UnboundedSchedule = S.Reads = S.MustWrites =
          S.MayWrites = S.Kills = S.UnboundedReads = S.TaggedSchedule =
              S.TagToStatement = None;
    }
    return It->second;
  };
  using Part = isl::union_map FunctionMaps::StatementMaps::*;
  for (auto [Relation, Into] :
       std::initializer_list<std::pair<const isl::union_map *, Part>>{
           {&Maps.TaggedReads, &FunctionMaps::StatementMaps::Reads},
           {&Maps.TaggedMustWrites, &FunctionMaps::StatementMaps::MustWrites},
           {&Maps.TaggedMayWrites, &FunctionMaps::StatementMaps::MayWrites},
           {&Maps.TaggedKills, &FunctionMaps::StatementMaps::Kills},
           {&Maps.UnboundedTaggedReads,
            &FunctionMaps::StatementMaps::UnboundedReads},
           {&Maps.TaggedSchedule,
            &FunctionMaps::StatementMaps::TaggedSchedule},
           {&Maps.TagToStatement,
            &FunctionMaps::StatementMaps::TagToStatement}})
    for (const isl::map &M : islutil::maps(*Relation))
      islutil::addTo(statementOf(islutil::domainTag(M).Statement).*Into, M);
  for (const isl::set &Domain : islutil::sets(Maps.Domains))
    if (const char *Name = isl_set_get_tuple_name(Domain.get()))
      islutil::addTo(statementOf(Name).Domain, Domain);
  for (const isl::map &Time : islutil::maps(Maps.Schedule))
    islutil::addTo(statementOf(islutil::domainTupleName(Time)).Schedule, Time);
  for (const isl::map &Time : islutil::maps(Maps.UnboundedSchedule))
    islutil::addTo(statementOf(islutil::domainTupleName(Time)).UnboundedSchedule,
                   Time);
  for (const Statement &S : Model.Statements) {
    if (!Parsed.count(S.Name))
      continue;
    FunctionMaps::StatementMaps &Kept = statementOf(S.Name);
    Kept.Source = &S;
    for (const Statement::InexactPart &Part : S.Inexact) {
      isl::set Instances;
      try {
        Instances = readSet(Ctx, Part.Instances);
      } catch (const isl::exception_invalid &) {
        throw std::invalid_argument("malformed inexact part: " +
                                    Part.Instances);
      }
      if (!isl::union_set(Instances).intersect(Kept.Domain).is_empty())
        Maps.InexactParts.push_back({&S, &Part});
    }
  }
}

} // namespace

const FunctionMaps::StatementMaps &
FunctionMaps::statementMaps(const std::string &Name) const {
  auto It = ByStatement.find(Name);
  if (It == ByStatement.end())
    throw std::invalid_argument("no statement " + Name);
  return It->second;
}

const Statement *FunctionMaps::sourceOf(const std::string &Name) const {
  auto It = ByStatement.find(Name);
  return It == ByStatement.end() ? nullptr : It->second.Source;
}

isl::set FunctionMaps::domainOf(const Statement &S) const {
  auto It = ByStatement.find(S.Name);
  if (It != ByStatement.end() && !It->second.Domain.is_empty())
    return isl::manage(isl_set_from_union_set(It->second.Domain.copy()));
  return readSet(Context.ctx(), S.Domain).intersect_params(Context);
}

isl::set FunctionMaps::withinContext(const isl::set &Instances) const {
  return withinDefinedValueBounds(Instances.intersect_params(Context),
                                  DefinedBounds);
}

FunctionMaps::VariableAccessMaps
FunctionMaps::accessesOf(const Variable &V) const {
  auto It = ByVariable.find(V.Id);
  if (It != ByVariable.end())
    return It->second;
  // A variable the model does not list has no accesses: every access
  // names a listed variable (addStatement).
  isl::union_map None = isl::union_map::empty(Domains.ctx());
  return {None, None, None, None, None};
}

FunctionMaps::Flow
FunctionMaps::flowOf(const Variable &V,
                     const std::optional<isl::union_set> &Sinks) const {
  VariableAccessMaps A = accessesOf(V);
  if (Sinks) {
    // Picked by reference: intersecting with the instances would hand isl
    // their (often derived, disjunctive) constraints for the whole search.
    std::set<std::string> Refs;
    for (const isl::set &Sink : islutil::sets(*Sinks))
      if (Sink.is_wrapping())
        Refs.insert(islutil::rangeTupleName(Sink.unwrap()));
    A.Reads = islutil::filterMaps(A.Reads, [&](const isl::map &Read) {
      return Refs.count(islutil::domainTag(Read).Ref) > 0;
    });
  }
  Flow F;
  F.MayFlowCells = cellFlow(A.Reads, A.MustWrites, A.MayWrites, A.Kills,
                            A.Schedule, &F.MayNoSource);
  F.MayFlow = F.MayFlowCells.range_factor_domain();
  return F;
}

FunctionMaps buildFunctionMaps(isl::ctx Ctx, const FunctionModel &Model) {
  return MapsBuilder(Ctx, Model).build();
}

} // namespace ompfix
