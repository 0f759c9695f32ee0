//===- FunctionMaps.cpp - A FunctionModel as isl relations ----------------===//

#include "FunctionMaps.h"
#include "IslUtil.h"

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

/// Every cell of \p V: within its extents where they are constants.
isl::union_set cellsOf(isl::ctx Ctx, const Variable &V) {
  std::string Bounds;
  for (unsigned D = 0; D < V.Rank && D < V.Extents.size(); ++D) {
    const std::string &Extent = V.Extents[D];
    if (Extent.empty() ||
        Extent.find_first_not_of("0123456789") != std::string::npos)
      continue;
    std::string C = "c" + std::to_string(D);
    Bounds += (Bounds.empty() ? " : " : " and ") + std::string("0 <= ") + C +
              " < " + Extent;
  }
  return isl::union_set(Ctx, "{ " + cellTuple(V) + Bounds + " }");
}

isl::map tagAccess(isl::map Untagged, unsigned Ref) {
  isl::ctx Ctx = Untagged.ctx();
  std::string Range = "[";
  const char *Name = isl_map_get_tuple_name(Untagged.get(), isl_dim_out);
  unsigned Dims = islutil::outDims(Untagged);
  for (unsigned D = 0; D < Dims; ++D)
    Range += (D ? ", c" : "c") + std::to_string(D);
  Range = std::string(Name ? Name : "") + Range + "]";
  isl::map RefToCells(Ctx, "{ " + refTuple(Ref) + "[] -> " + Range + " }");
  return Untagged.domain_product(RefToCells);
}

isl::union_map spreadSchedule(const isl::union_map &Schedule, unsigned Len) {
  std::string In, Out;
  for (unsigned D = 0; D < Len; ++D) {
    std::string T = "t" + std::to_string(D);
    In += (D ? ", " : "") + T;
    Out += (D ? ", " : "") + (D % 2 == 0 ? "2" + T : T);
  }
  isl::union_map Spread(Schedule.ctx(), "{ [" + In + "] -> [" + Out + "] }");
  return Schedule.apply_range(Spread);
}

isl::union_map cellFlow(const isl::union_map &TaggedReads,
                        const isl::union_map &MustWrites,
                        const isl::union_map &MayWrites,
                        const isl::union_map &Kills,
                        const isl::union_map &TaggedSchedule,
                        isl::union_map *NoSource) {
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
  void addStatement(const Statement &S);
  void addEndOfFunction();
  void tagSchedule();
  void partitionByVariable();
  void findCoveredReads();

  isl::ctx Ctx;
  const FunctionModel &Model;
  FunctionMaps Maps;
  std::vector<isl::map> RawSchedules;
  /// Per statement: its domain and its schedule, as parsed.
  std::map<std::string, std::pair<isl::set, isl::map>> Parsed;
  std::vector<isl::map> UnboundedSchedules;
  unsigned NextSyntheticRef = 0;
};

isl::map MapsBuilder::parseMap(const std::string &Text,
                               const std::string &What) const {
  try {
    return isl::map(Ctx, Text);
  } catch (const isl::exception_invalid &) {
    throw std::invalid_argument("malformed " + What + ": " + Text);
  }
}

void MapsBuilder::addStatement(const Statement &S) {
  isl::set Domain;
  try {
    Domain = isl::set(Ctx, S.Domain);
  } catch (const isl::exception_invalid &) {
    throw std::invalid_argument("malformed domain: " + S.Domain);
  }
  Domain = Domain.intersect_params(Maps.Context);
  islutil::addTo(Maps.Domains, Domain);
  isl::map Schedule = parseMap(S.Schedule, "schedule");
  UnboundedSchedules.push_back(Schedule);
  RawSchedules.push_back(Schedule.intersect_domain(Domain));
  Parsed.emplace(S.Name, std::make_pair(Domain, Schedule));

  isl::union_map Instances = isl::union_map(Domain.identity());
  for (const Access &A : S.Accesses) {
    if (Maps.RefAccess.count(A.Ref))
      throw std::invalid_argument("reference R" + std::to_string(A.Ref) +
                                  " is used twice");
    Maps.RefAccess[A.Ref] = &A;
    if (!Model.findVariable(A.Variable))
      throw std::invalid_argument("access to undeclared variable " +
                                  A.Variable);
    // (No coalesce here: isl 0.25's coalesce loses points of some sets
    // with a modulo and a disjunction, e.g. { S[i] : i mod 2 = 0 or i < 2 }.)
    isl::map Unbounded = parseMap(A.Relation, "access");
    isl::map Tagged = tagAccess(Unbounded.intersect_domain(Domain), A.Ref);
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
    const Variable *V = Model.findVariable(Killed);
    if (!V)
      throw std::invalid_argument("kill of undeclared variable " + Killed);
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
    End = End.intersect_params(isl::set(Ctx, Model.Returns));
  islutil::addTo(Maps.Domains, End);
  for (const Variable &V : Model.Variables) {
    if (!V.CallerVisible)
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
  Maps.TaggedSchedule = Maps.TagToStatement.apply_range(Maps.Schedule);

}

FunctionMaps MapsBuilder::build() {
  Maps.Model = &Model;
  Maps.Context = Model.Context.empty() ? isl::set(Ctx, "{ : }")
                                       : isl::set(Ctx, Model.Context);
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

  for (const Statement &S : Model.Statements)
    addStatement(S);
  addEndOfFunction();

  unsigned Length = 3;
  for (const isl::map &M : RawSchedules)
    Length = std::max(Length, islutil::outDims(M) + 2);
  if (Length % 2 == 0)
    ++Length; // 2d+1: end on a textual position.
  Maps.ScheduleLength = Length;
  isl::union_map Padded(Ctx, "{ }");
  for (const isl::map &M : RawSchedules)
    islutil::addTo(Padded, islutil::padSchedule(M, Length, 0));
  isl::map EndTime =
      islutil::padSchedule(isl::map(Ctx, std::string("{ ") + EndStatement +
                                             "[] -> [] }"),
                           Length, 1);
  islutil::addTo(Padded, EndTime);
  Maps.Schedule = spreadSchedule(Padded, Length);
  isl::union_map UnboundedPadded(Ctx, "{ }");
  for (const isl::map &M : UnboundedSchedules)
    islutil::addTo(UnboundedPadded, islutil::padSchedule(M, Length, 0));
  Maps.UnboundedSchedule = spreadSchedule(UnboundedPadded, Length);

  tagSchedule();
  partitionByVariable();
  findCoveredReads();
  return Maps;
}

void MapsBuilder::findCoveredReads() {
  // Where each statement sits.
  for (const Statement &S : Model.Statements) {
    const auto &[Instances, Schedule] = Parsed.at(S.Name);
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
  std::map<long, isl::union_map> ScheduleOfRef;
  for (const isl::map &M : islutil::maps(Maps.TaggedSchedule)) {
    auto [It, New] =
        ScheduleOfRef.try_emplace(refOfTuple(islutil::domainTag(M).Ref),
                                  isl::union_map::empty(Ctx));
    islutil::addTo(It->second, M);
  }
  auto of = [&](const Buckets &B, const std::string &Id) {
    auto It = B.find(Id);
    return It == B.end() ? isl::union_map::empty(Ctx) : It->second;
  };
  for (const Variable &V : Model.Variables) {
    // Cells outside constant extents are no cells of V (an access there
    // is undefined behaviour, not a dependence); intersecting with the
    // extents adds only bounds on the cells.
    isl::union_set Cells = cellsOf(Ctx, V);
    FunctionMaps::VariableAccessMaps A;
    A.Reads = of(Reads, V.Id).intersect_range(Cells);
    A.MustWrites = of(MustWrites, V.Id).intersect_range(Cells);
    A.MayWrites = of(MayWrites, V.Id).intersect_range(Cells);
    A.Kills = of(Kills, V.Id);
    A.Schedule = isl::union_map::empty(Ctx);
    for (long Ref : refsOf(A))
      if (auto It = ScheduleOfRef.find(Ref); It != ScheduleOfRef.end())
        A.Schedule = A.Schedule.unite(It->second);
    Maps.ByVariable.emplace(V.Id, std::move(A));
  }
}

} // namespace

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
