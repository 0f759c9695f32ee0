//===- ExtractContainers.cpp - A std::vector's size and its changes ------===//
//
// The model follows a std::vector of numbers as an array of one dimension
// (Extractor::info). Its size is a cell of that array too: the cell before
// the first element, `v[-1]`, which no element access names. It lives and
// is copied with the container (a `private(v)` copy has its own size, a
// container declared in a loop one per iteration), so what changes the
// container and what asks for its size are accesses to one cell, and two
// threads that grow one shared vector race on it.
//
//===----------------------------------------------------------------------===//

#include "frontend/Extractor.h"
#include "frontend/LibraryFunctions.h"

#include "llvm/ADT/StringMap.h"

using namespace clang;

namespace ompfix {
namespace extract {

/// How a member of a standard sequence, given numbers (or nothing)
/// alone, touches its size (and capacity): sets it whatever it was
/// (`clear`, `assign`), or reads and writes it (`push_back`, `resize`,
/// `reserve`, which may move every element to a new buffer); none for
/// another member.
enum class SizeUse { Reads, Sets, Updates };
static std::optional<SizeUse> sizeUse(const CXXMethodDecl &Method) {
  static const llvm::StringMap<SizeUse> Uses = {
      {"push_back", SizeUse::Updates}, {"emplace_back", SizeUse::Updates},
      {"pop_back", SizeUse::Updates},  {"resize", SizeUse::Updates},
      {"clear", SizeUse::Sets},        {"assign", SizeUse::Sets},
      {"reserve", SizeUse::Updates},   {"shrink_to_fit", SizeUse::Updates}};
  auto Use = Method.getIdentifier() ? Uses.find(Method.getName()) : Uses.end();
  return Use == Uses.end() ? std::nullopt : std::optional(Use->second);
}

bool Extractor::isSizedContainer(const std::string &Id) const {
  const Variable *Array = Out.Model.findVariable(Id);
  return Array && Array->Container && Array->Rank == 1;
}

std::optional<Cell> Extractor::containerSize(const Expr *Object,
                                             const VarInfo *&Info) {
  Object = strip(Object);
  const VarDecl *V = referencedVar(Object);
  // (A clause's copy of a vector is an empty one, which the model does
  // not tell from the original's cells: Variable::Privatizable. A local
  // reference to a vector is not followed as the vector it names.)
  if (V && ((!sharedHere(V) && !declaredInConstruct(V)) ||
            (V->getType()->isReferenceType() && !isa<ParmVarDecl>(V))))
    return std::nullopt;
  Info = V                         ? &info(V)
         : isa<MemberExpr>(Object) ? fieldVariable(Object)
                                   : nullptr;
  if (!Info || !Info->Unsupported.empty() || !Info->AliasPrefix.empty() ||
      Info->AnyOffset || Info->AliasOfScalar)
    return std::nullopt;
  QualType Element;
  std::string Extent;
  if (!isSizedContainer(Info->Id) ||
      !isStdArrayLike(Object->getType(), Element, Extent))
    return std::nullopt;
  return Cell{Info->Id, Info->Id + "[-1]", true};
}

/// Accepted forms, `v` a std::vector of numbers that the model follows (a
/// variable, a container parameter, a field path):
///   v.push_back(e)  v.emplace_back(e)  v.pop_back()  v.resize(n)
///   v.resize(n, e)  v.reserve(n)  v.shrink_to_fit()
/// read and write v's size and may write every element (new ones, or all
/// of them moved to a new buffer);
///   v.clear()  v.assign(n, e)                 write every cell
/// (what v held is gone, as where it is declared: a private copy, an
/// empty vector, cleared first holds only what the iteration puts in).
/// Each reads its arguments.
bool Extractor::containerChange(const CallExpr *C, Statement &S) {
  if (containerAssignment(C, S))
    return true;
  const auto *Member = dyn_cast<CXXMemberCallExpr>(C);
  const CXXMethodDecl *Method = Member ? Member->getMethodDecl() : nullptr;
  std::optional<SizeUse> Use = Method ? sizeUse(*Method) : std::nullopt;
  // (A thread's own vector that a worksharing loop's iterations grow is a
  // partial result of the thread, which the model does not follow yet.)
  const VarDecl *Own =
      Member ? referencedVar(strip(Member->getImplicitObjectArgument()))
             : nullptr;
  if (Own && !Active.empty() && !Active.back().DeclaredInside.count(Own) &&
      llvm::any_of(Regions,
                   [&](const Region &R) { return R.Locals.count(Own); }))
    return false;
  if (!Use || !declaredInStd(Method->getParent()) ||
      llvm::any_of(C->arguments(), [](const Expr *Arg) {
        return !Arg->getType()->isArithmeticType();
      }))
    return false;
  const VarInfo *Info = nullptr;
  std::optional<Cell> Size =
      containerSize(Member->getImplicitObjectArgument(), Info);
  if (!Size)
    return false;
  // (`push_back(const T &)` binds its argument: read there.)
  for (unsigned K = 0; K < C->getNumArgs(); ++K)
    if (K < Method->getNumParams() &&
        Method->getParamDecl(K)->getType()->isReferenceType())
      readObject(C->getArg(K), S);
    else
      reads(C->getArg(K), S);
  // Emptied and filled anew, what the vector held before is gone: as a
  // declaration does, the call writes every cell.
  if (*Use == SizeUse::Sets) {
    addAccess(S, everyCell(Info->Id, true), true, C);
    return true;
  }
  addAccess(S, *Size, false, C);
  if (*Use == SizeUse::Updates)
    addAccess(S, *Size, true, C);
  ScopedCount MayWrite(Flow.MayDepth);
  addAccess(S, Cell{Info->Id, Info->Id + "[o0] : o0 >= 0", false}, true, C);
  return true;
}

/// Accepted forms, `v` as for containerChange and `w` of v's type:
///   v = w, v = f(x)   (a copy or a move: w's cells read, readContainer)
/// write every cell of v.
bool Extractor::containerAssignment(const CallExpr *C, Statement &S) {
  const auto *Op = dyn_cast<CXXOperatorCallExpr>(C);
  const auto *Method =
      Op ? dyn_cast_or_null<CXXMethodDecl>(Op->getDirectCallee()) : nullptr;
  if (!Method || Op->getOperator() != OO_Equal || Op->getNumArgs() != 2 ||
      !declaredInStd(Method->getParent()) ||
      !(Method->isCopyAssignmentOperator() ||
        Method->isMoveAssignmentOperator()))
    return false;
  const VarInfo *Info = nullptr;
  if (!containerSize(Op->getArg(0), Info))
    return false;
  if (!readContainer(Op->getArg(1), S))
    return false;
  addAccess(S, everyCell(Info->Id, true), true, C);
  return true;
}

void Extractor::readContainerSize(const CallExpr *C, Statement &S) {
  const auto *Member = dyn_cast<CXXMemberCallExpr>(C);
  const VarInfo *Info = nullptr;
  if (Member && isContainerQuery(Member->getMethodDecl()))
    if (std::optional<Cell> Size =
            containerSize(Member->getImplicitObjectArgument(), Info))
      addAccess(S, *Size, false, C);
}

} // namespace extract
} // namespace ompfix
