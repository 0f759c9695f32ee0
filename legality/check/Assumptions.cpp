//===- Assumptions.cpp - What a verdict assumes about memory -----------===//
//
// docs/design/real-programs.md: distinct declared arrays and distinct allocations
// never overlap, but two pointers the function was given (parameters
// without `restrict`, references, pointer fields and globals) could point
// into the same memory, or one of them into a global. The model treats
// them as distinct; the pairs a directive's verdict rests on are listed
// with it ("assumes"), and `--no-assume-disjoint` makes it unknown.
//
//===----------------------------------------------------------------------===//

#include "ompfix/Verdict.h"

#include <map>
#include <set>

namespace ompfix {

/// Two variables the model keeps apart only by assumption: one is memory
/// the function was given, the other too or a global, of one cell type.
static bool mayOverlap(const Variable &A, const Variable &B) {
  // Character types may reach any memory, and a value holding cells of
  // any type (a std::string in a vector of them) any of its type.
  auto Character = [](const Variable &V) {
    return V.CellType == "char" || V.CellType == "signed char" ||
           V.CellType == "unsigned char" || V.CellType == Variable::AnyCellType;
  };
  if (!A.FieldRecord.empty() && A.FieldRecord == B.FieldRecord &&
      A.FieldOffset != B.FieldOffset)
    return false;
  if (A.CellType.empty() || B.CellType.empty() ||
      (A.CellType != B.CellType && !Character(A) && !Character(B)))
    return false;
  return (A.MayOverlap && (B.MayOverlap || B.Global)) ||
         (B.MayOverlap && A.Global);
}

std::vector<std::pair<std::string, std::string>>
overlapAssumptions(const FunctionModel &Model,
                   const std::vector<std::string> &Statements,
                   const std::vector<DeclaredAttribute> &Attributes) {
  std::set<std::string> Copies;
  for (const DeclaredAttribute &A : Attributes)
    if (A.Attr != Attribute::Shared)
      Copies.insert(A.Variable);
  // Variable::Id -> whether the statements write it, in the order the
  // model declares the variables (so the pairs come out in that order).
  std::map<std::string, bool> Writes;
  for (const std::string &Name : Statements)
    if (const Statement *S = Model.findStatement(Name))
      for (const Access &A : S->Accesses)
        Writes[A.Variable] |= A.IsWrite;
  std::vector<const Variable *> Touched;
  for (const Variable &V : Model.Variables)
    if (Writes.count(V.Id) && !Copies.count(V.Id))
      Touched.push_back(&V);
  std::vector<std::pair<std::string, std::string>> Pairs;
  for (size_t I = 0; I < Touched.size(); ++I) {
    // (Rows of one pointer to pointers, written: a pair of itself.)
    if (Touched[I]->RowsMayOverlap && Writes[Touched[I]->Id])
      Pairs.emplace_back(Touched[I]->Id, Touched[I]->Id);
    for (size_t J = I + 1; J < Touched.size(); ++J)
      if ((Writes[Touched[I]->Id] || Writes[Touched[J]->Id]) &&
          mayOverlap(*Touched[I], *Touched[J]))
        Pairs.emplace_back(Touched[I]->Id, Touched[J]->Id);
  }
  return Pairs;
}

} // namespace ompfix
