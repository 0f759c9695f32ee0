//===- ForwardingEdits.cpp - The rewrite of a forwarded scalar ------------===//

#include "rewrite/ForwardingEdits.h"
#include "rewrite/LoopSurroundings.h"
#include "frontend/OpenMPConstructs.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"

#include <algorithm>
#include <cstdlib>
#include <map>

using namespace clang;

namespace ompfix {
namespace {

/// The references of \p S to the variables of \p Texts.
void referencesTo(const Stmt *S,
                  const std::map<const VarDecl *, std::string> &Texts,
                  std::vector<const DeclRefExpr *> &Found) {
  if (!S)
    return;
  if (const auto *Ref = dyn_cast<DeclRefExpr>(S)) {
    if (const auto *Var = dyn_cast<VarDecl>(Ref->getDecl());
        Var && Texts.count(Var))
      Found.push_back(Ref);
    return;
  }
  for (const Stmt *Child : S->children())
    referencesTo(Child, Texts, Found);
}

/// \p E as written, each reference to a variable of \p Texts replaced by
/// its text:  a[i] * t, {i: "(i - 1)", t: "(b[(i - 1)])"}  =>
/// a[(i - 1)] * (b[(i - 1)])
std::optional<std::string>
textWith(const SourceManager &SM, const LangOptions &LO, const Expr *E,
         const std::map<const VarDecl *, std::string> &Texts) {
  std::optional<std::pair<unsigned, unsigned>> Whole =
      fileRange(SM, LO, E->getSourceRange());
  if (!Whole)
    return std::nullopt;
  llvm::StringRef Buffer = SM.getBufferData(SM.getMainFileID());
  std::vector<const DeclRefExpr *> Uses;
  referencesTo(E, Texts, Uses);
  std::sort(Uses.begin(), Uses.end(),
            [&](const DeclRefExpr *A, const DeclRefExpr *B) {
              return SM.isBeforeInTranslationUnit(A->getBeginLoc(),
                                                  B->getBeginLoc());
            });
  std::string Text;
  unsigned At = Whole->first;
  for (const DeclRefExpr *Use : Uses) {
    std::optional<std::pair<unsigned, unsigned>> R =
        fileRange(SM, LO, Use->getSourceRange());
    if (!R || R->first < At || R->second > Whole->second)
      return std::nullopt;
    Text += Buffer.substr(At, R->first - At).str() +
            Texts.at(cast<VarDecl>(Use->getDecl()));
    At = R->second;
  }
  return Text + Buffer.substr(At, Whole->second - At).str();
}

/// The iteration before \p At, as text, in a loop counting by \p Step:
///   "i", 1  =>  "(i - 1)";   "i", -2  =>  "(i + 2)"
std::string previousIteration(const std::string &At, long Step) {
  return "(" + At + (Step > 0 ? " - " : " + ") +
         std::to_string(std::labs(Step)) + ")";
}

/// The values forwarded scalars hold where L reads them, as C text at an
/// iteration given as text (L's iterator, or an expression of it).
class ForwardedValues {
public:
  ForwardedValues(ASTContext &Ctx, const ExtractedFunction &E,
                  const std::map<std::string, ForwardPlan> &Plans,
                  const VarDecl *Iterator, std::string First)
      : Ctx(Ctx), SM(Ctx.getSourceManager()), LO(Ctx.getLangOpts()), E(E),
        Plans(Plans), Iterator(Iterator), First(std::move(First)) {}

  /// What \p Plan's writer stores at iteration \p At:
  ///   prev = a[i]; at "(i - 1)"  =>  a[(i - 1)]
  std::optional<std::string> storedAt(const ForwardPlan &Plan,
                                      const std::string &At,
                                      unsigned Depth = 0) const {
    auto Stored = E.StoredValues.find(Plan.Writer);
    if (Stored == E.StoredValues.end() || Depth > Plans.size())
      return std::nullopt;
    std::map<const VarDecl *, std::string> Texts = {{Iterator, At}};
    // A chained scalar holds, when read at At, what it was forwarded.
    for (const std::string &Chained : Plan.Chained) {
      const ForwardPlan *Inner = planOf(Chained);
      const VarDecl *Variable = Inner ? variableOf(*Inner) : nullptr;
      std::optional<std::string> Value =
          Variable ? readAt(*Inner, At, Depth + 1) : std::nullopt;
      if (!Value)
        return std::nullopt;
      Texts[Variable] = *Value;
    }
    // Operands, each after those it reads: their values at At.
    for (const std::string &Operand : Plan.Operands) {
      auto It = E.StoredValues.find(Operand);
      if (It == E.StoredValues.end() || !It->second.Variable)
        return std::nullopt;
      std::optional<std::string> Value =
          textWith(SM, LO, It->second.Value, Texts);
      if (!Value)
        return std::nullopt;
      Texts[It->second.Variable] = "(" + *Value + ")";
    }
    return textWith(SM, LO, Stored->second.Value, Texts);
  }

  /// What a read of \p Plan's scalar that sees the previous iteration's
  /// value gets at iteration \p At: in the first iteration the value from
  /// before the loop (kept in its entry variable):
  ///   prev at "i"  =>  (i == 0 ? prev_entry : a[(i - 1)])
  std::optional<std::string> readAt(const ForwardPlan &Plan,
                                    const std::string &At,
                                    unsigned Depth = 0) const {
    std::optional<std::string> Previous =
        storedAt(Plan, previousIteration(At, Plan.Step), Depth);
    const VarDecl *Variable = variableOf(Plan);
    if (!Previous || !Variable)
      return std::nullopt;
    if (!Plan.EntryValue)
      return "(" + *Previous + ")";
    return "(" + At + " == " + First + " ? " + entryName(*Variable) + " : " +
           *Previous + ")";
  }

  /// The variable that keeps \p Variable's value from before the loop.
  std::string entryName(const VarDecl &Variable) const {
    return freshName(Ctx, Variable.getName().str() + "_entry");
  }

  const VarDecl *variableOf(const ForwardPlan &Plan) const {
    auto Stored = E.StoredValues.find(Plan.Writer);
    return Stored == E.StoredValues.end() ? nullptr : Stored->second.Variable;
  }

private:
  const ForwardPlan *planOf(const std::string &Id) const {
    auto It = Plans.find(Id);
    return It == Plans.end() ? nullptr : &It->second;
  }

  ASTContext &Ctx;
  const SourceManager &SM;
  const LangOptions &LO;
  const ExtractedFunction &E;
  const std::map<std::string, ForwardPlan> &Plans;
  const VarDecl *Iterator;
  std::string First;
};

} // namespace

std::optional<std::vector<TextEdit>>
forwardingEdits(ASTContext &Ctx, const ExtractedFunction &E, size_t Index,
                const std::string &Name, const ForwardPlan &Plan,
                const std::map<std::string, ForwardPlan> &Plans,
                std::string &Recomputed, std::vector<std::string> &NewShared) {
  const SourceManager &SM = Ctx.getSourceManager();
  const LangOptions &LO = Ctx.getLangOpts();
  const OMPLoopDirective *D = E.Directives[Index];
  const auto *For = dyn_cast_or_null<ForStmt>(associatedCode(*D));
  if (!For)
    return std::nullopt;
  // The loop's iterator and its first value, as written.
  LoopStart Start = loopStart(*For);
  const VarDecl *Iterator = Start.Iterator;
  const Expr *Lower = Start.Lower;
  if (!Iterator || !Lower)
    return std::nullopt;
  std::optional<std::pair<unsigned, unsigned>> LowerText =
      fileRange(SM, LO, Lower->getSourceRange());
  if (!LowerText)
    return std::nullopt;
  std::string First = SM.getBufferData(SM.getMainFileID())
                          .substr(LowerText->first,
                                  LowerText->second - LowerText->first)
                          .str();
  if (!isPrimary(First))
    First = "(" + First + ")";
  ForwardedValues Values(Ctx, E, Plans, Iterator, First);
  const VarDecl *Variable = Values.variableOf(Plan);
  std::string At = Iterator->getName().str();
  std::optional<std::string> Replacement = Values.readAt(Plan, At);
  std::optional<std::string> Previous =
      Values.storedAt(Plan, previousIteration(At, Plan.Step));
  if (!Variable || !Replacement || !Previous)
    return std::nullopt;
  Recomputed = *Previous;
  std::vector<TextEdit> Edits;
  if (Plan.EntryValue) {
    // const double prev_entry = prev;  just before the directive.
    AddedStatements Added;
    // (In C++ `auto`: a template's instantiations differ in the type.)
    Added.Before.push_back(
        "const " +
        (LO.CPlusPlus ? std::string("auto")
                      : Variable->getType().getUnqualifiedType().getAsString(
                            Ctx.getPrintingPolicy())) +
        " " + Values.entryName(*Variable) + " = " + Name + ";");
    std::optional<std::vector<TextEdit>> Around =
        surroundingEdits(Ctx, *D, *For, Added);
    if (!Around)
      return std::nullopt;
    Edits = *Around;
    NewShared.push_back(Values.entryName(*Variable));
  }
  for (unsigned Ref : Plan.Reads) {
    // (A read in a called function is that function's code, not the
    // loop's: not rewritten.)
    auto Loc = E.AccessLoc.find(Ref);
    if (Loc == E.AccessLoc.end() || Loc->second.isMacroID() ||
        !SM.isInMainFile(Loc->second) || E.AccessCall.count(Ref))
      return std::nullopt;
    unsigned Offset = SM.getFileOffset(Loc->second);
    llvm::StringRef Buffer = SM.getBufferData(SM.getMainFileID());
    if (Buffer.substr(Offset, Name.size()) != Name ||
        (Offset + Name.size() < Buffer.size() &&
         (std::isalnum(static_cast<unsigned char>(Buffer[Offset + Name.size()])) ||
          Buffer[Offset + Name.size()] == '_')))
      return std::nullopt;
    Edits.push_back({Offset, Name.size(), *Replacement});
  }
  return Edits;
}

} // namespace ompfix
