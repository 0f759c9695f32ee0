//===- ExtractAlgorithms.cpp - Standard algorithms on ranges -------------===//
//
// The algorithms of <algorithm> and <numeric> that a loop calls on ranges
// of numbers (`std::fill(a + i * m, a + (i + 1) * m, 0.0)`,
// `std::sort(v.begin(), v.end())`, `*std::max_element(r.begin(), r.end())`):
// what each reads and writes, from its row of the table (LibraryTable.h,
// RangeAlgorithms), as ranges of cells of the variables the model follows.
// Their bodies in the library's headers are not visited: what the
// standard says they do is what they do.
//
//===----------------------------------------------------------------------===//

#include "frontend/Extractor.h"
#include "frontend/LibraryFunctions.h"
#include "frontend/LibraryTable.h"

using namespace clang;

namespace ompfix {
namespace extract {

/// \p E without the copies C++ makes of an iterator it passes by value
/// (a temporary, a copy or move constructor).
static const Expr *withoutCopies(const Expr *E) {
  while (true) {
    E = E->IgnoreImplicit()->IgnoreParens();
    const auto *Copy = dyn_cast<CXXConstructExpr>(E);
    if (!Copy || Copy->getNumArgs() != 1 ||
        !(Copy->getConstructor()->isCopyOrMoveConstructor()))
      return E;
    E = Copy->getArg(0);
  }
}

/// Whether the calls of \p Method, and of each of its instances where it
/// is a template (a generic lambda's), compute their value from the
/// numbers they are given alone (isPureOnNumbers).
static bool callsArePure(const CXXMethodDecl *Method) {
  if (const FunctionTemplateDecl *Template =
          Method->getDescribedFunctionTemplate()) {
    bool Any = false;
    for (const FunctionDecl *Instance : Template->specializations()) {
      if (!isPureOnNumbers(Instance, /*ConstReferences=*/true))
        return false;
      Any = true;
    }
    return Any;
  }
  return isPureOnNumbers(Method, /*ConstReferences=*/true);
}

/// Accepted forms: a function object that touches no memory, whatever an
/// algorithm calls it with (numbers of its range), so that its calls
/// change nothing the range's row does not say:
///   [](double a, double b) { return a > b; }   a lambda capturing nothing
///   cmp                  a variable holding one (`auto cmp = [](...)`)
///   std::greater<double>(), Less{}             an object of a class with
///                        no fields, whose `operator()` is such a function
///   by_magnitude         a function of the file (`&by_magnitude` too)
/// whose parameters are numbers or const references to them, the
/// argument itself of no effect (not `(k++, cmp)`, `make_cmp()`, a
/// constructor running code).
static bool pureFunctionObject(const Expr *E, const ASTContext &Ctx) {
  if (E->HasSideEffects(Ctx, /*IncludePossibleEffects=*/true))
    return false;
  E = E->IgnoreParenImpCasts();
  if (const auto *Address = dyn_cast<UnaryOperator>(E);
      Address && Address->getOpcode() == UO_AddrOf)
    E = Address->getSubExpr()->IgnoreParenImpCasts();
  if (const auto *Ref = dyn_cast<DeclRefExpr>(E))
    if (const auto *F = dyn_cast<FunctionDecl>(Ref->getDecl()))
      return isPureOnNumbers(F, /*ConstReferences=*/true);
  const CXXRecordDecl *Class =
      E->getType().getNonReferenceType()->getAsCXXRecordDecl();
  // (No field in it or its bases: a lambda capturing nothing, a
  // comparison of the library deriving from binary_function.)
  if (!Class || !Class->hasDefinition() || !Class->isEmpty())
    return false;
  DeclarationName Call = Ctx.DeclarationNames.getCXXOperatorName(OO_Call);
  bool Any = false;
  for (const NamedDecl *Found : Class->lookup(Call)) {
    const auto *Method = dyn_cast<CXXMethodDecl>(Found->getUnderlyingDecl());
    if (const auto *Template =
            dyn_cast<FunctionTemplateDecl>(Found->getUnderlyingDecl()))
      Method = dyn_cast<CXXMethodDecl>(Template->getTemplatedDecl());
    if (!Method || !callsArePure(Method))
      return false;
    Any = true;
  }
  return Any;
}

const RangeAlgorithm *Extractor::algorithmOf(const CallExpr *C) const {
  const FunctionDecl *Callee = C->getDirectCallee();
  if (!Callee || isa<CXXMethodDecl>(Callee) || !Callee->getIdentifier() ||
      !declaredInStd(Callee) ||
      !SM.isInSystemHeader(SM.getExpansionLoc(Callee->getLocation())))
    return nullptr;
  return rangeAlgorithm(Callee->getName(), C->getNumArgs());
}

const VarDecl *Extractor::linearizedBegin(const Expr *E) {
  const auto *Member = dyn_cast<CXXMemberCallExpr>(withoutCopies(E));
  const CXXMethodDecl *Method = Member ? Member->getMethodDecl() : nullptr;
  if (!Method || !Method->getIdentifier() ||
      !(Method->getName() == "begin" || Method->getName() == "cbegin"))
    return nullptr;
  const VarDecl *D = referencedVar(Member->getImplicitObjectArgument());
  return D && Facts.RowLengths.count(D) &&
                 info(D).Rank == 1 + Facts.RowLengths.at(D).size()
             ? D
             : nullptr;
}

/// Accepted forms: a pointer the model follows as it follows a pointer
/// argument (`a + i * m`, `&a[k]`, `v.data() + k`: argumentAlias), and an
/// iterator of a std::vector or std::array of numbers the model follows,
/// `v.begin()`, `v.end()`, `r[i].begin() + k` (a row of nested ones).
std::optional<Extractor::RangePosition>
Extractor::rangePosition(const Expr *E) {
  E = withoutCopies(E);
  if (E->getType()->isPointerType()) {
    std::optional<VarInfo> At = argumentAlias(E->getType(), E);
    if (!At || !At->Unsupported.empty() || At->AnyOffset || At->AliasOfScalar)
      return std::nullopt;
    return RangePosition{*At, false};
  }
  if (const auto *Sum = dyn_cast<CXXOperatorCallExpr>(E);
      Sum && Sum->getOperator() == OO_Plus && Sum->getNumArgs() == 2) {
    // `v.begin() + i * m`, v read in rows of m cells.
    if (const VarDecl *D = linearizedBegin(Sum->getArg(0)))
      if (std::optional<VarInfo> Row = rowAt(D, info(D), {Sum->getArg(1)}))
        return RangePosition{*Row, false};
    std::optional<RangePosition> From = rangePosition(Sum->getArg(0));
    std::optional<std::string> Step = unguardedAffine(Sum->getArg(1));
    if (!From || From->End || !Step)
      return std::nullopt;
    From->At.AliasOffset = "(" + From->At.AliasOffset + ") + (" + *Step + ")";
    return From;
  }
  const auto *Member = dyn_cast<CXXMemberCallExpr>(E);
  const CXXMethodDecl *Method = Member ? Member->getMethodDecl() : nullptr;
  if (!Method || Member->getNumArgs() != 0 || !Method->getIdentifier())
    return std::nullopt;
  llvm::StringRef Name = Method->getName();
  bool End = Name == "end" || Name == "cend";
  if (!End && Name != "begin" && Name != "cbegin")
    return std::nullopt;
  if (const VarDecl *D = linearizedBegin(E)) {
    std::optional<VarInfo> Row = rowAt(D, info(D), {});
    return Row ? std::optional<RangePosition>({*Row, false}) : std::nullopt;
  }
  const Expr *Object = strip(Member->getImplicitObjectArgument());
  QualType Element;
  std::vector<std::string> Extents;
  if (!stdNestedNumbers(Object->getType().getNonReferenceType(), Element,
                        Extents) ||
      Extents.size() != 1)
    return std::nullopt;
  std::optional<VarInfo> At = containerRow(Object, 1);
  if (!At) {
    std::optional<VarInfo> Returned;
    const VarInfo *Whole =
        isa<CallExpr>(Object) ? nullptr : aliasTarget(Object, Returned);
    const Variable *V = Whole ? Out.Model.findVariable(Whole->Id) : nullptr;
    if (!V || !V->Container || !Whole->Unsupported.empty() ||
        Whole->AnyOffset || Whole->AliasOfScalar ||
        Whole->AliasPrefix.size() + 1 != V->Rank)
      return std::nullopt;
    At = *Whole;
    At->IsAlias = true;
  }
  if (At->AliasOffset.empty())
    At->AliasOffset = "0";
  return RangePosition{*At, End};
}

/// Reads into \p S what argument \p E of an algorithm reads beside its
/// ranges: a number, or the offsets of a position (`a + idx[i]`,
/// `v.begin() + k`), not the cells it points to.
void Extractor::readPosition(const Expr *E, Statement &S) {
  E = withoutCopies(E);
  if (E->getType()->isPointerType())
    return readOffsets(E, S);
  if (const auto *Sum = dyn_cast<CXXOperatorCallExpr>(E);
      Sum && Sum->getOperator() == OO_Plus && Sum->getNumArgs() == 2) {
    readPosition(Sum->getArg(0), S);
    return reads(Sum->getArg(1), S);
  }
  if (!isa<CXXMemberCallExpr>(E))
    reads(E, S);
}

/// The leading part of the cells position \p At names: `a[p0, p1, ` for
/// the prefix {p0, p1}.
static std::string cellsPrefix(const VarInfo &At) {
  std::string Cells = At.Id + "[";
  for (const std::string &Leading : At.AliasPrefix)
    Cells += Leading + ", ";
  return Cells;
}

std::optional<Cell> Extractor::rangeCells(
    const RangePosition &From, const std::optional<RangePosition> &To,
    const std::optional<std::string> &Count, const Expr *Written, Statement &S,
    const std::string &Where) {
  const VarInfo &F = From.At;
  if (From.End || (!To && !Count))
    return std::nullopt;
  std::string Lower = F.AliasOffset.empty() ? "0" : F.AliasOffset;
  std::string Upper;
  if (Count) {
    Upper = "(" + Lower + ") + (" + *Count + ")";
  } else if (!To->End) {
    const VarInfo &T = To->At;
    if (T.Id != F.Id || T.AliasPrefix != F.AliasPrefix)
      return F.RowLength.empty() ? std::nullopt : rowEndRange(From, *To, S);
    Upper = T.AliasOffset.empty() ? "0" : T.AliasOffset;
  } else if (!F.RowLength.empty()) {
    return std::nullopt;
  }
  Cell Range{F.Id, cellsPrefix(F) + "o0] : " + Lower + " <= o0", true};
  if (!Upper.empty())
    Range.Cells += " < " + Upper;
  else
    Range.Cells += " and o0 >= 0"; // (a container's end: its size's cell
                                   // is -1, ExtractContainers.cpp)
  if (!Where.empty())
    Range.Cells += " and (" + Where + ")";
  if (F.RowLength.empty())
    return Range;
  if (Active.empty())
    return everyCell(F.Id, false);
  std::string Leaves = "(" + Upper + ") > (" + Lower + ") and ((" + Lower +
                       ") < 0 or (" + Upper + ") > (" + F.RowLength + ")" +
                       (F.OutOfRows.empty() ? "" : " or " + F.OutOfRows) + ")";
  if (!Where.empty())
    Leaves = "(" + Where + ") and (" + Leaves + ")";
  inexactWhere(S, Leaves,
               "the range of '" + text(Written->getSourceRange()) +
                   "' may leave the row of '" + F.RowsOf->getName().str() +
                   "' it starts in",
               F.Id);
  return Range;
}

/// Accepted form: a range from a row's cell to the next row's first
/// (`std::fill(a + i * m, a + (i + 1) * m, 0.0)`, a in rows of m cells):
/// the cells from the first to the row's end. Elsewhere (the end in
/// another row, or not at a row's start) the statement is inexact.
std::optional<Cell> Extractor::rowEndRange(const RangePosition &From,
                                           const RangePosition &To,
                                           Statement &S) {
  const VarInfo &F = From.At, &T = To.At;
  size_t N = F.AliasPrefix.size();
  if (T.Id != F.Id || T.AliasPrefix.size() != N || N == 0 || Active.empty() ||
      !std::equal(F.AliasPrefix.begin(), F.AliasPrefix.end() - 1,
                  T.AliasPrefix.begin()))
    return std::nullopt;
  const std::string &RowF = F.AliasPrefix.back(), &RowT = T.AliasPrefix.back();
  const std::string &Lower = F.AliasOffset, &Upper = T.AliasOffset;
  const std::string &Length = F.RowLength;
  // The end in the same row, or in the next, k cells before its start
  // (k >= 0): the cells up to the row's length less k.
  std::string SameRow = "(" + RowT + ") = (" + RowF + ")";
  std::string NextRow = "(" + RowT + ") = (" + RowF + ") + 1";
  std::string End = "(" + Length + ") + (" + Upper + ")";
  Cell Range{F.Id,
             cellsPrefix(F) + "o0] : (" + SameRow + " and " + Lower +
                 " <= o0 < " + Upper + ") or (" + NextRow + " and " + Lower +
                 " <= o0 < " + End + ")",
             true};
  // Where a range of some cells leaves the row, or ends in another row
  // (isl has no `not`: the cases spelled out).
  std::string Leaves = "(" + SameRow + " and (" + Upper + ") > (" + Lower +
                       ") and ((" + Lower + ") < 0 or (" + Upper + ") > (" +
                       Length + "))) or (" + NextRow + " and " + End + " > (" +
                       Lower + ") and ((" + Lower + ") < 0 or (" + Upper +
                       ") > 0)) or (" + RowT + ") < (" + RowF + ") or (" +
                       RowT + ") > (" + RowF + ") + 1";
  if (!F.OutOfRows.empty())
    Leaves += " or " + F.OutOfRows;
  inexactWhere(S, Leaves,
               "a range that may leave the row of '" +
                   F.RowsOf->getName().str() + "' it starts in",
               F.Id);
  return Range;
}

Cell Extractor::secondRange(const RangePosition &Start,
                            const RangePosition &From,
                            const std::optional<RangePosition> &To,
                            const std::optional<std::string> &Count,
                            const Expr *Written, Statement &S) {
  // (Where, how long) the first range is: one length, or one per case of a
  // range that ends at the next row's start (rowEndRange).
  std::vector<std::pair<std::string, std::string>> Pieces;
  const VarInfo &F = From.At;
  if (Count) {
    Pieces.emplace_back("", *Count);
  } else if (To && !To->End && To->At.Id == F.Id) {
    const VarInfo &T = To->At;
    std::string Same = "(" + T.AliasOffset + ") - (" + F.AliasOffset + ")";
    if (T.AliasPrefix == F.AliasPrefix) {
      Pieces.emplace_back("", Same);
    } else if (!F.RowLength.empty() && !F.AliasPrefix.empty() &&
               T.AliasPrefix.size() == F.AliasPrefix.size()) {
      const std::string &RowF = F.AliasPrefix.back();
      const std::string &RowT = T.AliasPrefix.back();
      Pieces.emplace_back("(" + RowT + ") = (" + RowF + ")", Same);
      Pieces.emplace_back("(" + RowT + ") = (" + RowF + ") + 1",
                          "(" + F.RowLength + ") + " + Same);
    }
  }
  std::string Constraints;
  for (const auto &[Where, Length] : Pieces) {
    std::optional<Cell> Piece =
        rangeCells(Start, std::nullopt, Length, Written, S, Where);
    size_t Colon = Piece ? Piece->Cells.find(" : ") : std::string::npos;
    if (Colon == std::string::npos || !Piece->Exact)
      return everyCell(Start.At.Id, false);
    Constraints += (Constraints.empty() ? "(" : " or (") +
                   Piece->Cells.substr(Colon + 3) + ")";
  }
  if (Pieces.empty()) // somewhere from its start on
    return Start.At.RowLength.empty()
               ? Cell{Start.At.Id, cellsPrefix(Start.At) + "o0] : o0 >= 0",
                      false}
               : everyCell(Start.At.Id, false);
  return Cell{Start.At.Id, cellsPrefix(Start.At) + "o0] : " + Constraints,
              true};
}

bool Extractor::algorithmCall(const CallExpr *C, Statement &S) {
  const RangeAlgorithm *Row = algorithmOf(C);
  if (!Row)
    return false;
  std::optional<RangePosition> From, To, Other, Dest;
  std::optional<std::string> Count;
  for (unsigned K = 0; K < Row->Arity; ++K) {
    const Expr *Arg = C->getArg(K);
    switch (Row->Arguments[K]) {
    case RangeArgument::First:
      From = rangePosition(Arg);
      break;
    case RangeArgument::Last:
      if (!(To = rangePosition(Arg)))
        return false;
      break;
    case RangeArgument::Count:
      if (!(Count = unguardedAffine(Arg)))
        return false;
      break;
    case RangeArgument::Other:
      Other = rangePosition(Arg);
      break;
    case RangeArgument::Dest:
      Dest = rangePosition(Arg);
      break;
    case RangeArgument::Value:
      if (!Arg->getType().getNonReferenceType()->isArithmeticType())
        return false;
      break;
    case RangeArgument::Middle:
      if (!rangePosition(Arg))
        return false;
      break;
    case RangeArgument::Function:
      if (!pureFunctionObject(Arg, Ctx)) {
        Callees.Refused[C] = "its function object '" +
                             text(Arg->getSourceRange()) +
                             "' may touch memory, which the model does not "
                             "follow in a standard algorithm";
        return false;
      }
      break;
    }
  }
  if (!From)
    return false;
  std::optional<Cell> Range = rangeCells(*From, To, Count, C, S);
  if (!Range)
    return false;
  std::optional<Cell> Second;
  if (RangePosition *Start = Other ? &*Other : Dest ? &*Dest : nullptr) {
    if (Start->End)
      return false;
    Second = secondRange(*Start, *From, To, Count, C, S);
  }
  if (Row->Partial) {
    Range->Exact = false;
    if (Second)
      Second->Exact = false;
  }
  // (A function object the row takes reads nothing: pureFunctionObject.)
  for (unsigned K = 0; K < Row->Arity; ++K)
    if (Row->Arguments[K] != RangeArgument::Function)
      readPosition(C->getArg(K), S);
  if (Row->Use != RangeUse::Writes)
    addAccess(S, *Range, false, C);
  if (Row->Use != RangeUse::Reads)
    addAccess(S, *Range, true, C);
  if (Second)
    addAccess(S, *Second, /*IsWrite=*/Dest.has_value(), C);
  return true;
}

std::optional<Cell> Extractor::positionCells(const CallExpr *C) {
  const RangeAlgorithm *Row = algorithmOf(C);
  if (!Row || !Row->ReturnsPosition)
    return std::nullopt;
  std::optional<RangePosition> From = rangePosition(C->getArg(0));
  std::optional<RangePosition> To = rangePosition(C->getArg(1));
  if (!From || !To || From->End)
    return std::nullopt;
  // The position may be the range's end too (nothing found, an empty
  // range), a cell of the array (a row's end, the next row's first): the
  // range and its end; for a row of a linearized array, any cell.
  const VarInfo &F = From->At, &T = To->At;
  if (!F.RowLength.empty() || T.Id != F.Id || T.AliasPrefix != F.AliasPrefix)
    return everyCell(F.Id, false);
  std::string Last = To->End ? " and o0 >= 0" : " and o0 <= " + T.AliasOffset;
  return Cell{F.Id, cellsPrefix(F) + "o0] : o0 >= " + F.AliasOffset + Last,
              false};
}

bool Extractor::positionRead(const CallExpr *C, Statement &S) {
  const auto *Star = dyn_cast<CXXOperatorCallExpr>(C);
  if (!Star || Star->getOperator() != OO_Star || Star->getNumArgs() != 1)
    return false;
  const auto *Found = dyn_cast<CallExpr>(withoutCopies(Star->getArg(0)));
  std::optional<Cell> Cells = Found ? positionCells(Found) : std::nullopt;
  if (!Cells || !algorithmCall(Found, S))
    return false;
  addAccess(S, *Cells, false, C);
  return true;
}

} // namespace extract
} // namespace ompfix
