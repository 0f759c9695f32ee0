//===- ModelPrinter.h - A FunctionModel as text, for debugging -*- C++ -*-===//

#ifndef OMPFIX_MODELPRINTER_H
#define OMPFIX_MODELPRINTER_H

#include "ompfix/Attributes.h"
#include "ompfix/DefinedValueText.h"
#include "ompfix/Model.h"

#include <ostream>

namespace ompfix {

/// Prints every field of \p M, one per line (`ompfix --dump-model`).
inline void printModel(std::ostream &OS, const FunctionModel &M) {
  OS << "function " << M.Name << "\n  context " << M.Context << "\n";
  if (!M.Returns.empty())
    OS << "  returns " << M.Returns << "\n";
  if (!M.ManyThreads.empty())
    OS << "  many-threads " << M.ManyThreads << "\n";
  for (const DefinedParameter &P : M.Definitions)
    OS << "  defined " << P.Name << " = " << printDefinedValue(P.Value) << "\n";
  for (const std::string &P : M.UnfollowedParameters)
    OS << "  unfollowed " << P << "\n";
  for (const Variable &V : M.Variables)
    OS << "  variable " << V.Id << " '" << V.Name << "' rank " << V.Rank
       << (V.CallerVisible ? " caller-visible" : "")
       << (V.Privatizable ? "" : " not-privatizable")
       << (V.OwnedByScope ? " owned-by-scope" : "")
       << (V.GivenPerThread ? " given-per-thread" : "")
       << (V.SliceCells.empty() ? "" : " thread slice " + V.SliceCells) << "\n";
  for (const Statement &S : M.Statements) {
    OS << "  statement " << S.Name << " " << S.Domain << "\n    schedule "
       << S.Schedule << "\n";
    for (const Access &A : S.Accesses)
      OS << "    " << (A.IsWrite ? "write" : "read") << (A.IsMust ? "" : " may")
         << " R" << A.Ref << " " << A.Relation << "  '" << A.Text << "'\n";
    for (const std::string &K : S.Kills)
      OS << "    kill " << K << "\n";
    for (const std::string &R : S.CoveredReads)
      OS << "    covered read " << R << "\n";
    if (S.ExchangesBuffers)
      OS << "    exchanges buffers\n";
    for (const MutualExclusion &E : S.Enclosing)
      OS << "    also under " << int(E.Construct) << " '" << E.Name << "'\n";
    for (const Statement::InexactPart &Part : S.Inexact)
      OS << "    inexact " << Part.Instances << " (" << Part.Reason.Text << ")"
         << (Part.Variable.empty() ? "" : " of " + Part.Variable) << "\n";
  }
  for (const LoopDirective &L : M.Loops) {
    OS << "  loop '" << L.Directive << "' at " << L.Pos.Line << ":"
       << L.Pos.Column << " depth " << L.Depth << " collapse " << L.Collapse
       << (L.OwnTeam ? " own team" : "") << " " << L.IterationDomain << "\n";
    if (!L.Unknown.empty())
      OS << "    unknown: " << L.Unknown.Text << "\n";
    for (const DeclaredAttribute &A : L.Attributes)
      OS << "    attribute " << A.Variable << " " << int(A.Attr) << " origin "
         << int(A.From) << (A.Cells.empty() ? "" : " cells " + A.Cells)
         << "\n";
  }
  for (const ParallelRegion &R : M.Regions) {
    OS << "  region at " << R.Pos.Line << ":" << R.Pos.Column << " depth "
       << R.Depth << "\n";
    for (const ParallelRegion::Part &P : R.Parts) {
      OS << "    part " << int(P.Kind) << " loop " << P.Loop << " depth "
         << P.Depth;
      if (P.Thread)
        OS << " thread " << *P.Thread;
      OS << ":";
      for (const std::string &S : P.Statements)
        OS << " " << S;
      OS << "\n";
    }
    OS << "    barriers:";
    for (const std::string &B : R.Barriers)
      OS << " " << B;
    OS << "\n    locals:";
    for (const std::string &V : R.Locals)
      OS << " " << V;
    OS << "\n    end " << R.End << "\n";
    for (const DeclaredAttribute &A : R.Attributes)
      OS << "    attribute " << A.Variable << " " << spelling(A.Attr, A.Op)
         << " origin " << int(A.From)
         << (A.Cells.empty() ? "" : " cells " + A.Cells) << "\n";
    for (const DeclaredAttribute &A : R.Unused)
      OS << "    unused " << A.Variable << " " << spelling(A.Attr, A.Op) << "\n";
    if (!R.Unknown.empty())
      OS << "    unknown: " << R.Unknown.Text << "\n";
  }
}

} // namespace ompfix

#endif // OMPFIX_MODELPRINTER_H
