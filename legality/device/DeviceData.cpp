//===- DeviceData.cpp - Whether the device's copies are transparent -------===//
//
// The model of a function is its sequential code: what the host fallback
// of each target construct runs. A device with memory of its own computes
// the same, for the host to see, when each copy the clauses make
// (DeviceMapping) is transparent:
//
//   1. the code of the target constructs touches only cells the clause
//      maps (its array section);
//   2. a cell the device reads holds the host's value (the copy was made
//      with `to` or `tofrom`, or firstprivate), or, with `from` and
//      `alloc`, a value the device wrote in the same instance of the copy;
//   3. a value the device writes that code outside the copy reads (host
//      code, a later copy, the caller) gets back to the host: the copy is
//      `from` or `tofrom`, not `to`, firstprivate or private;
//   4. `from` copies back every mapped cell: the device must surely write
//      each of them, or the host gets undefined values;
//   5. host code inside a `target data` construct neither writes the
//      variable (the device copy would not see it, and the copy coming
//      back would undo it) nor reads it while the device writes it.
//
// Otherwise the loops and regions of those constructs are unknown with
// the reason (the first condition that fails), and so are those that may
// run after them: the host's memory there is not the sequential code's. Condition 4 is sufficient,
// not necessary: a cell the host never reads again could come back
// undefined.
//
//===----------------------------------------------------------------------===//

#include "device/DeviceData.h"
#include "maps/RelationText.h"

#include "maps/FunctionMaps.h"
#include "maps/IslUtil.h"
#include "ompfix/Verdict.h"

#include <algorithm>
#include <functional>
#include <optional>
#include <set>

namespace ompfix {

namespace {

/// The instance of a directive Depth loops deep that runs an instance of a
/// statement with domain \p Domain:
///   { S3[x0, x1, x2] }, 1  =>  { S3[x0, x1, x2] -> [x0] }
isl::map directiveInstance(const std::string &Statement, const isl::set &Domain,
                           unsigned Depth) {
  unsigned N = Domain.tuple_dim();
  std::string Dims, Outer;
  for (unsigned K = 0; K < N; ++K) {
    Dims += (K ? ", x" : "x") + std::to_string(K);
    if (K < Depth)
      Outer += (K ? ", x" : "x") + std::to_string(K);
  }
  return readMap(Domain.ctx(),
                  "{ " + Statement + "[" + Dims + "] -> [" + Outer + "] }");
}

/// Whether a copy made by \p T starts with the host's values (`to`,
/// `tofrom`, firstprivate), and whether it gives its values back at its end
/// (`from`, `tofrom`).
bool copiesIn(DeviceTransfer T) {
  return T == DeviceTransfer::To || T == DeviceTransfer::ToFrom ||
         T == DeviceTransfer::FirstPrivate;
}
bool copiesBack(DeviceTransfer T) {
  return T == DeviceTransfer::From || T == DeviceTransfer::ToFrom;
}

/// Whether copy \p M is the caller's, of what a pointer the function is
/// given points to (not `declare target` data, which the caller keeps too).
bool callersPointerCopy(const DeviceMapping &M) {
  return M.CallerManaged && !M.WholeProgram;
}

/// The source's name of the variable copy \p M is of.
std::string nameOf(const FunctionModel &Model, const DeviceMapping &M) {
  const Variable *V = Model.findVariable(M.Variable);
  return V ? V->Name : M.Variable;
}

/// Whether \p Other is a copy of another variable made with \p M: by the
/// same directive, in the same instances, of the same cells.
bool sameCopy(isl::ctx Ctx, const DeviceMapping &M, const DeviceMapping &Other) {
  if (Other.Directive != M.Directive || Other.Pos.Line != M.Pos.Line ||
      Other.Pos.Column != M.Pos.Column || Other.Depth != M.Depth ||
      Other.WholeProgram != M.WholeProgram ||
      Other.Cells.empty() != M.Cells.empty() ||
      !readSet(Ctx, Other.Instances).is_equal(readSet(Ctx, M.Instances)))
    return false;
  if (M.Cells.empty())
    return true;
  // { [o] -> v[c] }, the other copy's cells under M's variable name.
  isl::map OtherCells =
      readMap(Ctx, Other.Cells).set_range_tuple(isl::id(Ctx, M.Variable));
  return OtherCells.is_equal(readMap(Ctx, M.Cells));
}

/// The moves of buffer exchanges among the host statements of copy \p M
/// that relay its values: every buffer they move has a copy made with M's
/// (sameCopy), so the device's copies change names with the host's
/// buffers. Also the buffers they move. A move of a buffer without such a
/// copy stays host code: it would hand a name a copy of other cells.
struct Relays {
  isl::union_set Instances; // { S7[w] }
  std::set<std::string> Buffers;
};
Relays relaysOf(const FunctionMaps &Maps, const DeviceMapping &M) {
  isl::ctx Ctx = Maps.Context.ctx();
  const FunctionModel &Model = *Maps.Model;
  Relays R{isl::union_set::empty(Ctx), {M.Variable}};
  for (const std::string &Name : M.HostStatements) {
    const Statement *S = Model.findStatement(Name);
    if (!S || !S->ExchangesBuffers)
      continue;
    bool Relayed = true;
    for (const Access &A : S->Accesses)
      Relayed &= A.Variable == M.Variable ||
                 std::any_of(Model.DeviceData.begin(), Model.DeviceData.end(),
                             [&](const DeviceMapping &Other) {
                               return Other.Variable == A.Variable &&
                                      Other.Unknown.empty() &&
                                      sameCopy(Ctx, M, Other);
                             });
    if (!Relayed)
      continue;
    islutil::addTo(R.Instances,
                   Maps.domainOf(*S));
    for (const Access &A : S->Accesses)
      R.Buffers.insert(A.Variable);
  }
  return R;
}

/// Every flow of a value of \p R's buffers from a statement instance to
/// another, untagged, with the relays left out: a value that reaches a
/// relay goes on to what reads the values the relay (or a chain of them)
/// passes on:
///   { W[] -> X[] ; X[] -> X'[] ; X'[] -> T[] }  =>  { W[] -> T[] }
/// The chains are isl's transitive closure, which may over-approximate:
/// more flows only find more crossings.
isl::union_map flowsThroughRelays(const FunctionMaps &Maps, const Relays &R) {
  isl::ctx Ctx = Maps.Context.ctx();
  // { W[x] -> T[y] }: the flows of the buffers' values.
  isl::union_map Flows = isl::union_map::empty(Ctx);
  for (const std::string &Buffer : R.Buffers)
    if (const Variable *V = Maps.Model->findVariable(Buffer))
      Flows = Flows.unite(Maps.flowOf(*V)
                              .MayFlow.domain_factor_domain()
                              .range_factor_domain());
  if (R.Instances.is_empty())
    return Flows;
  // { X[x] -> X[x] }
  isl::union_map Stay = R.Instances.identity();
  // { X[x] -> X'[x'] }: from a relay through any chain of them.
  isl::union_map Chains = Stay.unite(islutil::transitiveClosure(
      Flows.intersect_domain(R.Instances).intersect_range(R.Instances)));
  isl::union_map Into = Flows.subtract_domain(R.Instances)
                            .intersect_range(R.Instances);
  isl::union_map OutOf = Flows.intersect_domain(R.Instances)
                             .subtract_range(R.Instances);
  return Flows.subtract_domain(R.Instances)
      .subtract_range(R.Instances)
      .unite(Into.apply_range(Chains).apply_range(OutOf));
}

/// A stale-data finding (Witness), and the device statement it reads or
/// writes, which the loops and regions it belongs to hold.
struct StaleData {
  Witness Finding;
  std::string DeviceStatement;
};

/// What opaqueReason knows of copy \p M: the function's maps, the copy,
/// its variable, the copy as the report names it and where a stale-data
/// witness goes.
struct CopyCheck {
  const FunctionMaps &Maps;
  const DeviceMapping &M;
  const FunctionModel &Model;
  isl::ctx Ctx;
  const Variable *V;
  NamedCopy Named;
  std::optional<StaleData> &Stale;

  /// A reason of \p Problem, of this copy.
  DeviceReason reason(DeviceProblem Problem) const {
    DeviceReason R;
    R.Problem = Problem;
    R.Copy = Named;
    return R;
  }
  /// Host code that runs while the copy lives, as a witness names it.
  Performer hostCode() const {
    Performer P(Performer::Kind::HostCode);
    P.Copy = Named;
    return P;
  }
};

/// Copy \p M as the report names it.
NamedCopy namedCopy(const FunctionModel &Model, const DeviceMapping &M) {
  NamedCopy N;
  N.Variable = nameOf(Model, M);
  N.Directive = M.Directive;
  N.Line = M.Pos.Line;
  N.Transfer = M.Transfer;
  N.Clause = M.Clause;
  N.WholeProgram = M.WholeProgram;
  N.CallersPointer = callersPointerCopy(M);
  return N;
}

/// What the checks of copy \p M start from.
CopyCheck describeCopy(const FunctionMaps &Maps, const DeviceMapping &M,
                       std::optional<StaleData> &Stale) {
  const FunctionModel &Model = *Maps.Model;
  return CopyCheck{Maps,
                   M,
                   Model,
                   Maps.Context.ctx(),
                   Model.findVariable(M.Variable),
                   namedCopy(Model, M),
                   Stale};
}

/// The access of reference tuple \p Ref ("R3"), if the model has it.
const Access *accessOf(const FunctionMaps &Maps, const std::string &Ref) {
  auto It = Maps.RefAccess.find(refOfTuple(Ref));
  return It == Maps.RefAccess.end() ? nullptr : It->second;
}

/// The access of a tagged instance's reference, { [S[x] -> R[]] -> ... }.
const Access *accessOf(const FunctionMaps &Maps, const isl::map &Tagged) {
  return accessOf(Maps, islutil::domainTag(Tagged).Ref);
}

/// The first flow of \p TaggedFlows, { [S[x] -> R[]] -> [T[y] -> R'[]] },
/// whose writer and reader \p Keep accepts, as a stale-data witness (in
/// \p C.Stale): the writer's memory (\p Writer; the device's when
/// \p DeviceWrites) never gives the value to the reader's (\p Reader).
/// Only between accesses of the program's own (no access the model
/// over-approximates: a call's, an exchange of buffers, code that may not
/// run), which leaves the rest unknown; certain when every value the
/// reader may get comes from \p StaleWrites, { [S[x] -> R[]] }.
void staleWitness(const CopyCheck &C, const isl::union_map &TaggedFlows,
                  const std::function<bool(const isl::map &)> &Keep,
                  const isl::union_set &StaleWrites, bool DeviceWrites,
                  const Performer &Writer, const Performer &Reader) {
  for (const isl::map &F : islutil::maps(TaggedFlows)) {
    if (!Keep(F))
      continue;
    const Access *W = accessOf(C.Maps, F);
    const Access *R = accessOf(C.Maps, F.reverse());
    const Statement *WS =
        C.Model.findStatement(islutil::domainTag(F).Statement);
    const Statement *RS =
        C.Model.findStatement(islutil::domainTag(F.reverse()).Statement);
    if (!W || !R || !WS || !RS || !W->IsMust || !R->IsMust ||
        W->Conditions > 0 || R->Conditions > 0 || WS->ExchangesBuffers)
      continue;
    Witness S;
    S.Variable = C.M.Variable;
    S.Kind = ViolationKind::StaleData;
    S.AccessRef = W->Ref;
    S.Access = Writer;
    S.OtherRef = R->Ref;
    S.Other = Reader;
    // { [T[y] -> R'[]] }: the reads that get a stale value; what every
    // value they may get comes from.
    isl::union_set Reads(F.range());
    FunctionMaps::Flow Into = C.Maps.flowOf(*C.V, Reads);
    S.Possible =
        !Into.MayNoSource.intersect_domain(Reads).is_empty() ||
        !Into.MayFlow.intersect_range(Reads).domain().is_subset(StaleWrites);
    C.Stale = StaleData{S, DeviceWrites ? WS->Name : RS->Name};
    return;
  }
}

/// A stale-data witness (in \p C.Stale) with one access in the program,
/// the device's: the first of \p Accesses, { [S[x] -> R[]] }, by an access
/// of the program's own that surely runs; the other side is the caller
/// (\p Caller: Performer::Kind::Caller where it reads, Unnamed where it
/// wrote what the device reads). Possible where \p Possible says so of
/// the access.
void oneSidedWitness(const CopyCheck &C, const isl::union_set &Accesses,
                     const Performer &Caller,
                     const std::function<bool(const isl::set &)> &Possible) {
  for (const isl::set &Instances : islutil::sets(Accesses)) {
    islutil::Tag Tag = islutil::setTag(Instances);
    const Access *A = accessOf(C.Maps, Tag.Ref);
    const Statement *S = C.Model.findStatement(Tag.Statement);
    if (!A || !S || !A->IsMust || A->Conditions > 0 || S->ExchangesBuffers)
      continue;
    Witness W;
    W.Variable = C.M.Variable;
    W.Kind = ViolationKind::StaleData;
    W.AccessRef = A->Ref;
    W.Access = Performer(Performer::Kind::TargetCode);
    W.Other = Caller;
    W.Possible = Possible(Instances);
    C.Stale = StaleData{W, S->Name};
    return;
  }
}

/// What the device statements of a copy do with its variable.
struct DeviceAccesses {
  /// { [o] -> v[c] }: the cells the device surely writes, per instance.
  isl::union_map MustWrites;
  /// { S[x] -> [o] }: the instance of the copy each device statement (and,
  /// once addUpdateInstances ran, each update) uses.
  isl::union_map InstanceOf;
  /// { [S[x] -> R[]] }: the device's writes that never come back, and the
  /// first of them.
  isl::union_set LostWrites;
  std::optional<QuotedAccess> FirstLostWrite;
  /// { [S[x] -> R[]] }: the device's reads of a copy made undefined, and
  /// the first of them.
  isl::union_set UndefinedReads;
  std::optional<QuotedAccess> FirstUndefinedRead;
};

/// Collects into \p D the device statements' accesses of the variable of
/// copy \p C.M. Returns the reason where one may touch cells that \p Mapped,
/// { [o] -> v[c] } (none: every cell), does not map.
std::optional<DeviceReason>
collectDeviceAccesses(const CopyCheck &C, const std::optional<isl::map> &Mapped,
                      DeviceAccesses &D) {
  const DeviceMapping &M = C.M;
  for (const std::string &Device : M.DeviceStatements) {
    const Statement *S = C.Model.findStatement(Device);
    if (!S)
      continue;
    isl::set Domain = C.Maps.domainOf(*S);
    // { S[x] -> [o] }
    isl::map Instance = directiveInstance(S->Name, Domain, M.Depth);
    islutil::addTo(D.InstanceOf, Instance);
    for (const Access &A : S->Accesses) {
      if (A.Variable != M.Variable)
        continue;
      QuotedAccess Ref{A.Text.empty() ? C.Named.Variable : A.Text, A.Pos.Line};
      // { [o] -> v[c] }: the cells the access touches, per instance.
      isl::map Cells = readMap(C.Ctx, A.Relation)
                           .intersect_domain(Domain)
                           .apply_domain(Instance);
      if (Mapped && !Cells.is_subset(*Mapped)) {
        DeviceReason Unmapped = C.reason(DeviceProblem::UnmappedAccess);
        Unmapped.Access = Ref;
        return Unmapped;
      }
      // { [S[x] -> R[]] }: the instances of the access.
      isl::set Tagged =
          tagAccess(readMap(C.Ctx, A.Relation).intersect_domain(Domain), A.Ref)
              .domain();
      if (A.IsWrite) {
        if (!copiesBack(M.Transfer)) {
          islutil::addTo(D.LostWrites, Tagged);
          if (!D.FirstLostWrite)
            D.FirstLostWrite = Ref;
        }
        if (A.IsMust)
          islutil::addTo(D.MustWrites, Cells);
      } else if (!copiesIn(M.Transfer)) {
        islutil::addTo(D.UndefinedReads, Tagged);
        if (!D.FirstUndefinedRead)
          D.FirstUndefinedRead = Ref;
      }
    }
  }
  return std::nullopt;
}

/// The memories of copy \p C.M while it lives: the instances of its host
/// code, device code and updates, and the flows of values among them.
struct CopyLifetime {
  /// Exchanges of buffers that move both memories' values alike.
  Relays Relayed;
  /// { S[x] }: the device statements, the host statements but relays, the
  /// 'target update to' and 'target update from' statements.
  isl::union_set Device, Host, ToDevice, FromDevice;
  /// { W[x] -> R[y] }: every flow of a value of the variable (and of the
  /// buffers exchanged with it), untagged, through the relays.
  isl::union_map Flows;
};

/// The instances, { S[x] }, of the statements named \p Names.
isl::union_set instancesOf(const CopyCheck &C,
                           const std::vector<std::string> &Names) {
  isl::union_set Instances = isl::union_set::empty(C.Ctx);
  for (const std::string &Name : Names)
    if (const Statement *S = C.Model.findStatement(Name))
      islutil::addTo(Instances, C.Maps.domainOf(*S));
  return Instances;
}

/// The name of a buffer of \p L.Relayed that \p S writes (\p IsWrite) or
/// reads; the copy's variable's where there is none.
std::string bufferOf(const CopyCheck &C, const CopyLifetime &L,
                     const Statement *S, bool IsWrite) {
  for (const Access &A : S->Accesses)
    if (A.IsWrite == IsWrite && L.Relayed.Buffers.count(A.Variable))
      if (const Variable *B = C.Model.findVariable(A.Variable))
        return B->Name;
  return C.Named.Variable;
}

/// The first flow of \p L.Flows from \p Writers to \p Readers, { S[x] },
/// or none.
std::optional<DeviceCrossing> crosses(const CopyCheck &C, const CopyLifetime &L,
                                      const isl::union_set &Writers,
                                      const isl::union_set &Readers) {
  // { W[x] -> R[y] }
  isl::union_map Crossed =
      L.Flows.intersect_domain(Writers).intersect_range(Readers);
  if (Crossed.is_empty())
    return std::nullopt;
  isl::map First = islutil::maps(Crossed)[0];
  const Statement *W = C.Model.findStatement(islutil::domainTupleName(First));
  const Statement *R = C.Model.findStatement(islutil::rangeTupleName(First));
  DeviceCrossing X;
  if (W)
    X.WriterLine = W->Pos.Line;
  if (R)
    X.ReaderLine = R->Pos.Line;
  X.Written = W ? bufferOf(C, L, W, true) : C.Named.Variable;
  std::string Read = R ? bufferOf(C, L, R, false) : X.Written;
  if (Read != X.Written)
    X.ReadAs = Read;
  return X;
}

/// The flows from \p Writers' writes of the variable to \p Readers,
/// { S[x] }, as stale data (see staleWitness), where no exchange of
/// buffers relays it.
void staleFlow(const CopyCheck &C, const CopyLifetime &L,
               const isl::union_set &Writers, const isl::union_set &Readers,
               bool DeviceWrites, const Performer &Writer,
               const Performer &Reader) {
  if (!L.Relayed.Instances.is_empty())
    return;
  // { [S[x] -> R[]] }: the writers' writes of the variable.
  FunctionMaps::VariableAccessMaps Accesses = C.Maps.accessesOf(*C.V);
  isl::union_set Writes = Accesses.MustWrites.unite(Accesses.MayWrites)
                              .domain()
                              .unwrap()
                              .intersect_domain(Writers)
                              .wrap();
  staleWitness(
      C, C.Maps.flowOf(*C.V).MayFlow.intersect_domain(Writes),
      [&](const isl::map &F) {
        isl::union_map Pair = F.domain_factor_domain().range_factor_domain();
        return !Pair.intersect_domain(Writers)
                    .intersect_range(Readers)
                    .is_empty();
      },
      Writes, DeviceWrites, Writer, Reader);
}

/// The reason a value crosses between the host's memory and the device's
/// while copy \p C.M lives, other than through an update or the copy's own
/// transfers, if one does. While the copy lives, host code and the device
/// each change their own memory; `target update` moves values between
/// them. In the model, an update reads and writes the cells it moves (the
/// host keeps its values), so every value has one source.
std::optional<DeviceReason> crossingReason(const CopyCheck &C) {
  const DeviceMapping &M = C.M;
  CopyLifetime L;
  L.Relayed = relaysOf(C.Maps, M);
  L.Device = instancesOf(C, M.DeviceStatements);
  L.Host = instancesOf(C, M.HostStatements).subtract(L.Relayed.Instances);
  L.ToDevice = instancesOf(C, M.UpdatesTo);
  L.FromDevice = instancesOf(C, M.UpdatesFrom);
  L.Flows = flowsThroughRelays(C.Maps, L.Relayed);
  const Performer TargetCode(Performer::Kind::TargetCode);
  auto Crossed = [&](DeviceProblem Problem, const DeviceCrossing &X) {
    DeviceReason R = C.reason(Problem);
    R.Crossing = X;
    return R;
  };
  if (std::optional<DeviceCrossing> X = crosses(C, L, L.Host, L.Device)) {
    staleFlow(C, L, L.Host, L.Device, false, C.hostCode(), TargetCode);
    return Crossed(DeviceProblem::HostWriteReadByDevice, *X);
  }
  if (std::optional<DeviceCrossing> X = crosses(C, L, L.Device, L.Host)) {
    staleFlow(C, L, L.Device, L.Host, true, TargetCode, C.hostCode());
    return Crossed(DeviceProblem::DeviceWriteReadByHost, *X);
  }
  if (std::optional<DeviceCrossing> X = crosses(C, L, L.Host, L.FromDevice))
    return Crossed(DeviceProblem::HostWriteReplacedByUpdateFrom, *X);
  if (std::optional<DeviceCrossing> X = crosses(C, L, L.Device, L.ToDevice))
    return Crossed(DeviceProblem::DeviceWriteReplacedByUpdateTo, *X);
  if (copiesBack(M.Transfer) && !M.CallerManaged) {
    // What host code writes in the copy's lifetime and is read after it:
    // the copy coming back at its end replaces it. (The caller takes
    // back what the target code writes of a copy it keeps, no more.)
    // { W[x] -> R[y] }
    isl::union_map After = L.Flows.intersect_domain(L.Host).subtract_range(
        L.Device.unite(L.Host).unite(L.ToDevice).unite(L.FromDevice));
    if (!After.is_empty()) {
      const Statement *W = C.Model.findStatement(
          islutil::domainTupleName(islutil::maps(After)[0]));
      DeviceCrossing X;
      if (W)
        X.WriterLine = W->Pos.Line;
      X.Written = C.Named.Variable;
      return Crossed(DeviceProblem::HostWriteReplacedAtEnd, X);
    }
  }
  return std::nullopt;
}

/// Adds to \p InstanceOf, { S[x] -> [o] }, the instance of copy \p C.M
/// each of its updates uses.
void addUpdateInstances(const CopyCheck &C, isl::union_map &InstanceOf) {
  for (const std::vector<std::string> *Updates :
       {&C.M.UpdatesTo, &C.M.UpdatesFrom})
    for (const std::string &Update : *Updates)
      if (const Statement *S = C.Model.findStatement(Update))
        islutil::addTo(
            InstanceOf,
            directiveInstance(S->Name, C.Maps.domainOf(*S), C.M.Depth));
}

/// The reason where the device may read a cell of copy \p C.M that it
/// made undefined (a `from` or `alloc` copy) before writing it in the same
/// instance of the copy.
std::optional<DeviceReason> undefinedReadReason(const CopyCheck &C,
                                                const DeviceAccesses &D) {
  if (D.UndefinedReads.is_empty())
    return std::nullopt;
  // Each value read comes from a device write of the same instance.
  FunctionMaps::Flow Flow = C.Maps.flowOf(*C.V, D.UndefinedReads);
  // { S'[x'] -> S[x] }: the writes to the reads, untagged.
  isl::union_map Sources =
      Flow.MayFlow.domain_factor_domain().range_factor_domain();
  // { S[x] -> S'[x'] }: statement instances in the same instance of the copy.
  isl::union_map SameInstance =
      D.InstanceOf.apply_range(D.InstanceOf.reverse());
  if (Flow.MayNoSource.is_empty() && Sources.is_subset(SameInstance))
    return std::nullopt;
  // The witness: a value written before the copy (in host code, or by
  // an earlier copy) that the device reads, else a read of what the
  // function was given (the caller's values), which never reach the
  // device either.
  // { [S[x] -> R[]] }
  isl::union_set OutsideWrites = isl::union_set::empty(C.Ctx);
  for (const isl::set &W : islutil::sets(Flow.MayFlow.domain()))
    if (!std::count(C.M.DeviceStatements.begin(), C.M.DeviceStatements.end(),
                    islutil::setTag(W).Statement))
      islutil::addTo(OutsideWrites, W);
  staleWitness(
      C, Flow.MayFlow.intersect_domain(OutsideWrites),
      [](const isl::map &) { return true; }, OutsideWrites, false,
      Performer(Performer::Kind::CodeBefore),
      Performer(Performer::Kind::TargetCode));
  // (Or the caller's values: certain where no write may reach the read
  // instead.)
  if (!C.Stale)
    oneSidedWitness(C, Flow.MayNoSource.domain(), Performer(),
                    [&](const isl::set &Reads) {
                      return !Flow.MayFlow.intersect_range(Reads).is_empty();
                    });
  DeviceReason Undefined = C.reason(DeviceProblem::UndefinedRead);
  Undefined.Access = D.FirstUndefinedRead.value_or(QuotedAccess());
  return Undefined;
}

/// The reason where something outside an instance of copy \p C.M (host
/// code, a later copy, the caller) reads a value the device writes and
/// never brings back. Such a value is harmless otherwise.
std::optional<DeviceReason> lostWriteReason(const CopyCheck &C,
                                            const DeviceAccesses &D) {
  if (D.LostWrites.is_empty())
    return std::nullopt;
  FunctionMaps::Flow Flow = C.Maps.flowOf(*C.V);
  // { S[x] -> S'[x'] }: from a lost write to its reads, untagged.
  isl::union_map Readers = Flow.MayFlow.intersect_domain(D.LostWrites)
                               .domain_factor_domain()
                               .range_factor_domain();
  // { S[x] -> S'[x'] }: the reads outside the write's instance of the copy.
  isl::union_map Outside =
      Readers.subtract(D.InstanceOf.apply_range(D.InstanceOf.reverse()));
  if (Outside.is_empty())
    return std::nullopt;
  // { S[x] -> S'[x'] }: statement instances in the same instance of the copy.
  isl::union_map SameInstance =
      D.InstanceOf.apply_range(D.InstanceOf.reverse());
  staleWitness(
      C, Flow.MayFlow.intersect_domain(D.LostWrites),
      [&](const isl::map &F) {
        isl::union_map Pair = F.domain_factor_domain().range_factor_domain();
        return !Pair.subtract(SameInstance).is_empty();
      },
      D.LostWrites, true, Performer(Performer::Kind::TargetCode),
      Performer(Performer::Kind::CodeAfter));
  std::string Reader = islutil::rangeTupleName(islutil::maps(Outside)[0]);
  const Statement *R = C.Model.findStatement(Reader);
  // Read by the caller only (the end of the function reads what memory
  // it was given): the witness is the device's write.
  if (!C.Stale && !R)
    oneSidedWitness(C, D.LostWrites, Performer(Performer::Kind::Caller),
                    [](const isl::set &) { return false; });
  DeviceReason Lost = C.reason(DeviceProblem::LostWrite);
  Lost.Access = D.FirstLostWrite.value_or(QuotedAccess());
  if (R)
    Lost.StaleReadLine = R->Pos.Line;
  return Lost;
}

/// The reason copy \p M is not transparent, if it is not.
/// Where it is stale data, \p Stale says so too (see staleWitness).
std::optional<DeviceReason> opaqueReason(const FunctionMaps &Maps,
                                         const DeviceMapping &M,
                                         std::optional<StaleData> &Stale) {
  CopyCheck C = describeCopy(Maps, M, Stale);
  // { [o] : ... }: the instances of the directive.
  isl::set Instances =
      readSet(C.Ctx, M.Instances).intersect_params(Maps.Context);
  // { [o] -> v[c] : ... }: the cells the clause maps.
  std::optional<isl::map> Mapped;
  if (!M.Cells.empty())
    Mapped = readMap(C.Ctx, M.Cells).intersect_domain(Instances);
  DeviceAccesses D{isl::union_map::empty(C.Ctx), isl::union_map::empty(C.Ctx),
                   isl::union_set::empty(C.Ctx), std::nullopt,
                   isl::union_set::empty(C.Ctx), std::nullopt};
  if (std::optional<DeviceReason> Unmapped =
          collectDeviceAccesses(C, Mapped, D))
    return Unmapped;
  if (!M.HostStatements.empty() || !M.UpdatesTo.empty() ||
      !M.UpdatesFrom.empty())
    if (std::optional<DeviceReason> Crossed = crossingReason(C))
      return Crossed;
  addUpdateInstances(C, D.InstanceOf);
  if (std::optional<DeviceReason> Undefined = undefinedReadReason(C, D))
    return Undefined;
  if (std::optional<DeviceReason> Lost = lostWriteReason(C, D))
    return Lost;
  if (M.Transfer == DeviceTransfer::From) {
    // { [o] -> v[c] }: what the copy brings back.
    isl::union_map Returned =
        Mapped ? isl::union_map(*Mapped)
               : isl::union_map::from_domain_and_range(
                     isl::union_set(Instances), cellsOf(C.Ctx, *C.V));
    if (!Returned.is_subset(D.MustWrites))
      return C.reason(DeviceProblem::UnwrittenCopyBack);
  }
  return std::nullopt;
}

/// Whether copy \p M would be transparent with transfer \p T.
bool transparentWith(const FunctionMaps &Maps, const DeviceMapping &M,
                     DeviceTransfer T) {
  DeviceMapping Changed = M;
  Changed.Transfer = T;
  std::optional<StaleData> Ignored;
  return !opaqueReason(Maps, Changed, Ignored);
}

/// The cheapest transfer that makes copy \p M transparent, if any: a copy
/// made stale by its transfer alone (every condition is checked again with
/// it, so a cheaper one than M's own is right too).
///   map(to: a[0:n]), the device writes a, the host reads it after  =>  tofrom
///   map(alloc: t), the device writes all of t, the host reads it   =>  from
///   map(from: a[0:n]), the device only reads a                      =>  to
/// Only a clause written on a target construct (or a scalar's default
/// firstprivate) is changed: the caller's and `declare target` copies are
/// not the construct's to change.
std::optional<DeviceTransfer> fixingTransfer(const FunctionMaps &Maps,
                                             const DeviceMapping &M) {
  bool Written = M.Transfer == DeviceTransfer::To ||
                 M.Transfer == DeviceTransfer::From ||
                 M.Transfer == DeviceTransfer::Alloc;
  bool DefaultScalar =
      M.Transfer == DeviceTransfer::FirstPrivate && M.Clause.empty();
  if (!M.Unknown.empty() || M.WholeProgram || M.CallerManaged ||
      M.Item.empty() || !(Written || DefaultScalar))
    return std::nullopt;
  // Cheapest first: fewest directions copied.
  for (DeviceTransfer T : {DeviceTransfer::Alloc, DeviceTransfer::To,
                           DeviceTransfer::From, DeviceTransfer::ToFrom})
    if (T != M.Transfer && transparentWith(Maps, M, T))
      return T;
  return std::nullopt;
}

/// Whether \p Pos is where copy \p M is made (its directive's `#pragma`).
bool madeAt(const DeviceMapping &M, const SourcePos &Pos) {
  return M.Pos.Line == Pos.Line && M.Pos.Column == Pos.Column;
}

/// A race between target task \p T and the host code that may run while
/// it does (TargetTask::Concurrent), if any: a host access and, on a
/// variable whose device copy is not a firstprivate or private one, a
/// device access of the task to a cell of the same instance, one a write
/// (where the device shares the host's memory they meet), or a transfer of
/// a copy the task's own directive makes (`to` reads the host's cells,
/// `from` writes them, at any time of the task). A witness where both
/// accesses are the program's own and surely run; else the reason.
struct TaskRace {
  std::optional<Witness> Finding;
  UnknownReason Reason;
};
/// The accesses of statements to a copy of their own, by (statement,
/// variable): a loop's or region's non-shared attribute, a region's local,
/// a target construct's firstprivate or private copy. They touch no memory
/// another task shares.
std::set<std::pair<std::string, std::string>>
ownCopies(const FunctionModel &Model) {
  std::set<std::pair<std::string, std::string>> Own;
  auto Add = [&](const std::vector<std::string> &Statements,
                 const std::vector<DeclaredAttribute> &Attributes) {
    for (const DeclaredAttribute &DA : Attributes)
      if (DA.Attr != Attribute::Shared)
        for (const std::string &S : Statements)
          Own.insert({S, DA.Variable});
  };
  for (const LoopDirective &L : Model.Loops)
    Add(L.Statements, L.Attributes);
  for (const ParallelRegion &R : Model.Regions)
    for (const ParallelRegion::Part &P : R.Parts) {
      Add(P.Statements, R.Attributes);
      for (const std::string &S : P.Statements)
        for (const std::string &V : R.Locals)
          Own.insert({S, V});
    }
  for (const DeviceMapping &M : Model.DeviceData)
    if (M.Transfer == DeviceTransfer::FirstPrivate ||
        M.Transfer == DeviceTransfer::Private)
      for (const std::string &S : M.DeviceStatements)
        Own.insert({S, M.Variable});
  return Own;
}

/// The copy each variable of target task \p T has, by Variable::Id: its own
/// directive's, or one around it (a 'target data', the caller's).
std::map<std::string, const DeviceMapping *>
copiesOf(const FunctionModel &Model, const TargetTask &T) {
  std::map<std::string, const DeviceMapping *> CopyOf;
  for (const DeviceMapping &M : Model.DeviceData)
    for (const std::string &S : M.DeviceStatements)
      if (std::count(T.DeviceStatements.begin(), T.DeviceStatements.end(), S))
        CopyOf.emplace(M.Variable, &M);
  return CopyOf;
}

/// Target task \p T as the report names it.
NamedTask namedTask(const TargetTask &T) {
  return {T.Directive, T.Pos.Line, T.Wait.Line};
}

std::optional<TaskRace> targetTaskRace(const FunctionMaps &Maps,
                                       const TargetTask &T) {
  if (T.Concurrent.empty())
    return std::nullopt;
  isl::ctx Ctx = Maps.Context.ctx();
  const FunctionModel &Model = *Maps.Model;
  std::set<std::pair<std::string, std::string>> Own = ownCopies(Model);
  std::map<std::string, const DeviceMapping *> CopyOf = copiesOf(Model, T);
  // { [o] -> v[c] }: the cells \p A of statement \p S touches, per
  // instance of the task.
  auto CellsOf = [&](const Statement &S, const Access &A) {
    isl::set Domain = Maps.domainOf(S);
    return readMap(Ctx, A.Relation)
        .intersect_domain(Domain)
        .apply_domain(directiveInstance(S.Name, Domain, T.Depth));
  };
  auto Surely = [](const Access &A) { return A.IsMust && A.Conditions == 0; };
  // The task's accesses to memory another task may share, with their
  // cells (once, for every host access below).
  struct DeviceAccess {
    const Statement *Of;
    const Access *A;
    isl::map Cells;
  };
  std::vector<DeviceAccess> DeviceAccesses;
  for (const std::string &D : T.DeviceStatements)
    if (const Statement *DS = Model.findStatement(D))
      for (const Access &Y : DS->Accesses)
        if (!Own.count({DS->Name, Y.Variable}))
          DeviceAccesses.push_back({DS, &Y, CellsOf(*DS, Y)});
  Performer TargetTask(Performer::Kind::TargetTask);
  TargetTask.Task = namedTask(T);
  Performer HostBeforeTaskwait(Performer::Kind::HostBeforeTaskwait);
  HostBeforeTaskwait.Task = TargetTask.Task;
  std::optional<TaskRace> Possible;
  for (const std::string &Name : T.Concurrent) {
    const Statement *S = Model.findStatement(Name);
    if (!S)
      continue;
    for (const Access &X : S->Accesses) {
      if (Own.count({S->Name, X.Variable}))
        continue;
      auto Copy = CopyOf.find(X.Variable);
      if (Copy == CopyOf.end() ||
          Copy->second->Transfer == DeviceTransfer::FirstPrivate ||
          Copy->second->Transfer == DeviceTransfer::Private)
        continue;
      const DeviceMapping &M = *Copy->second;
      isl::map HostCells = CellsOf(*S, X);
      // The task's own accesses to the variable that meet X's cells (a
      // sure one where there is one).
      const Access *Met = nullptr;
      const Statement *MetBy = nullptr;
      for (const DeviceAccess &Y : DeviceAccesses)
        if (Y.A->Variable == X.Variable && (X.IsWrite || Y.A->IsWrite) &&
            (!Met || (Surely(*Y.A) && !Surely(*Met))) &&
            !Y.Cells.intersect(HostCells).is_empty()) {
          Met = Y.A;
          MetBy = Y.Of;
        }
      // The transfers of a copy the task's directive makes.
      bool Moves = madeAt(M, T.Pos) &&
                   (X.IsWrite ? copiesIn(M.Transfer) || copiesBack(M.Transfer)
                              : copiesBack(M.Transfer));
      bool Meets =
          Moves && (M.Cells.empty() ||
                    !readMap(Ctx, M.Cells).intersect(HostCells).is_empty());
      if (!Met && !Meets)
        continue;
      const Variable *V = Model.findVariable(X.Variable);
      std::string Name = V ? V->Name : X.Variable;
      bool Certain = Surely(X) && !S->ExchangesBuffers &&
                     (Met ? Surely(*Met) && !MetBy->ExchangesBuffers : true);
      if (Certain) {
        Witness W;
        W.Variable = X.Variable;
        W.Kind = ViolationKind::TargetTaskRace;
        W.AccessRef = X.Ref;
        W.Access = HostBeforeTaskwait;
        if (Met)
          W.OtherRef = Met->Ref;
        W.Other = TargetTask;
        return TaskRace{W, {}};
      }
      if (!Possible) {
        DeviceReason MayRace;
        MayRace.Problem = DeviceProblem::TaskMayRace;
        MayRace.Task = TargetTask.Task;
        MayRace.Access = {Name, S->Pos.Line};
        Possible = TaskRace{std::nullopt, {UnknownKind::PossibleRace, MayRace}};
      }
    }
  }
  return Possible;
}

/// Places the fix of copy \p M, whose stale data \p Stale shows, with the
/// loop or region made at the copy's directive that holds the finding:
/// stale data that the clause of that directive causes, and another
/// transfer removes; with it the copy is transparent, for every loop and
/// region. Returns whether it was placed.
bool placeFixedCopy(const FunctionMaps &Maps, const DeviceMapping &M,
                    const StaleData &Stale, DeviceReasons &Reasons) {
  std::optional<DeviceTransfer> Fixed = fixingTransfer(Maps, M);
  if (!Fixed)
    return false;
  auto Holds = [&](const std::vector<std::string> &Statements) {
    return std::count(Statements.begin(), Statements.end(),
                      Stale.DeviceStatement);
  };
  DeviceReasons::FixedCopy Copy{
      Stale.Finding,
      {M.Variable, *Fixed, M.Item},
      *Fixed == DeviceTransfer::ToFrom ||
          transparentWith(Maps, M, DeviceTransfer::ToFrom)};
  bool Placed = false;
  for (size_t Loop : M.Loops)
    if (!Placed && madeAt(M, Maps.Model->Loops[Loop].Pos) &&
        Holds(Maps.Model->Loops[Loop].Statements)) {
      Reasons.FixedLoops[Loop].push_back(Copy);
      Placed = true;
    }
  for (size_t Region : M.Regions)
    if (!Placed && madeAt(M, Maps.Model->Regions[Region].Pos) &&
        Holds(Maps.Model->Regions[Region].statements())) {
      Reasons.FixedRegions[Region].push_back(Copy);
      Placed = true;
    }
  return Placed;
}

/// Adds to \p Reasons what copy \p M makes of the loops and regions that
/// use it and of those that run after it, where it is not transparent.
void addCopyReasons(const FunctionMaps &Maps, const DeviceMapping &M,
                    DeviceReasons &Reasons) {
  if (M.Unknown.empty() && M.DeviceStatements.empty())
    return;
  std::optional<StaleData> Stale;
  UnknownReason Why = M.Unknown;
  if (Why.empty()) {
    std::optional<DeviceReason> Opaque = opaqueReason(Maps, M, Stale);
    if (!Opaque)
      return;
    Why = {UnknownKind::Device, *Opaque};
  }
  // The finding belongs to the loops and regions that hold its device
  // access; the copy's other ones are unknown.
  auto Holds = [&](const std::vector<std::string> &Statements) {
    return Stale && std::count(Statements.begin(), Statements.end(),
                               Stale->DeviceStatement);
  };
  if (Stale && placeFixedCopy(Maps, M, *Stale, Reasons))
    return;
  for (size_t Loop : M.Loops)
    if (Holds(Maps.Model->Loops[Loop].Statements))
      Reasons.FindingLoops.emplace(Loop, Stale->Finding);
    else
      Reasons.Loops.emplace(Loop, Why);
  for (size_t Region : M.Regions) {
    if (Holds(Maps.Model->Regions[Region].statements()))
      Reasons.FindingRegions.emplace(Region, Stale->Finding);
    else
      Reasons.Regions.emplace(Region, Why);
  }
  // The code that runs after it sees host memory the sequential code
  // does not have: for the same reason, said of that code (the front
  // end's reason in its words).
  DeviceReason AfterIt;
  AfterIt.Problem = DeviceProblem::CopyOutsideModel;
  AfterIt.Copy = namedCopy(*Maps.Model, M);
  if (Why.Device)
    AfterIt = *Why.Device;
  AfterIt.AfterCopy = true;
  UnknownReason After(Why.Kind, AfterIt, Why.Device ? "" : Why.Text);
  // (Not where the copy is a finding.)
  for (size_t Loop = M.LaterLoops; Loop < Maps.Model->Loops.size(); ++Loop)
    if (!Reasons.FindingLoops.count(Loop))
      Reasons.Loops.emplace(Loop, After);
  for (size_t Region = M.LaterRegions; Region < Maps.Model->Regions.size();
       ++Region)
    if (!Reasons.FindingRegions.count(Region))
      Reasons.Regions.emplace(Region, After);
}

/// Adds to \p Reasons what target task \p T's race with host code makes
/// of its loops and regions and of those that run after it, if it races.
void addTargetTaskReasons(const FunctionMaps &Maps, const TargetTask &T,
                          DeviceReasons &Reasons) {
  std::optional<TaskRace> Race = targetTaskRace(Maps, T);
  if (!Race)
    return;
  // The task's loops and regions hold the finding (or are unknown), and
  // what runs after it sees memory that depends on the race.
  for (size_t Loop : T.Loops)
    if (Race->Finding)
      Reasons.FindingLoops.emplace(Loop, *Race->Finding);
    else
      Reasons.Loops.emplace(Loop, Race->Reason);
  for (size_t Region : T.Regions)
    if (Race->Finding)
      Reasons.FindingRegions.emplace(Region, *Race->Finding);
    else
      Reasons.Regions.emplace(Region, Race->Reason);
  DeviceReason AfterRace;
  AfterRace.Problem = DeviceProblem::AfterTaskRace;
  AfterRace.Task = namedTask(T);
  UnknownReason After(UnknownKind::Device, AfterRace);
  // (After it in the source, or anywhere in a loop around it.)
  auto Later = [&](const SourcePos &Pos) {
    return T.Depth > 0 || Pos.Line > T.Pos.Line;
  };
  for (size_t Loop = 0; Loop < Maps.Model->Loops.size(); ++Loop)
    if (Later(Maps.Model->Loops[Loop].Pos) && !Reasons.FindingLoops.count(Loop))
      Reasons.Loops.emplace(Loop, After);
  for (size_t Region = 0; Region < Maps.Model->Regions.size(); ++Region)
    if (Later(Maps.Model->Regions[Region].Pos) &&
        !Reasons.FindingRegions.count(Region))
      Reasons.Regions.emplace(Region, After);
}

} // namespace

DeviceReasons checkDeviceData(const FunctionMaps &Maps) {
  DeviceReasons Reasons;
  for (const DeviceMapping &M : Maps.Model->DeviceData)
    addCopyReasons(Maps, M, Reasons);
  for (const TargetTask &T : Maps.Model->TargetTasks)
    addTargetTaskReasons(Maps, T, Reasons);
  return Reasons;
}

} // namespace ompfix
