//===- ForwardingEdits.cpp - The rewrite of a forwarded scalar ------------===//

#include "ForwardingEdits.h"
#include "LoopSurroundings.h"
#include "OpenMPConstructs.h"

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

/// The references of \p S to the variables of \p Replaced.
void referencesTo(const Stmt *S,
                  const std::map<const VarDecl *, const Expr *> &Replaced,
                  std::vector<const DeclRefExpr *> &Found) {
  if (!S)
    return;
  if (const auto *Ref = dyn_cast<DeclRefExpr>(S)) {
    if (const auto *Var = dyn_cast<VarDecl>(Ref->getDecl());
        Var && Replaced.count(Var))
      Found.push_back(Ref);
    return;
  }
  for (const Stmt *Child : S->children())
    referencesTo(Child, Replaced, Found);
}

/// \p E as written at the previous iteration: each reference to the
/// iterator (the entry of \p Replaced without a value) replaced by
/// \p Previous, each one to a variable with a value (an operand computed
/// earlier in the iteration) by that value's text, likewise, in
/// parentheses:  t * 2.0, {i, t: a[i] + 1}  =>  (a[(i - 1)] + 1) * 2.0
std::optional<std::string>
textWith(const SourceManager &SM, const LangOptions &LO, const Expr *E,
         const std::map<const VarDecl *, const Expr *> &Replaced,
         const std::string &Previous, unsigned Depth = 0) {
  std::optional<std::pair<unsigned, unsigned>> Whole =
      fileRange(SM, LO, E->getSourceRange());
  if (!Whole || Depth > Replaced.size())
    return std::nullopt;
  llvm::StringRef Buffer = SM.getBufferData(SM.getMainFileID());
  std::vector<const DeclRefExpr *> Uses;
  referencesTo(E, Replaced, Uses);
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
    std::string Value = Previous;
    if (const Expr *Operand = Replaced.at(cast<VarDecl>(Use->getDecl()))) {
      std::optional<std::string> Inner =
          textWith(SM, LO, Operand, Replaced, Previous, Depth + 1);
      if (!Inner)
        return std::nullopt;
      Value = "(" + *Inner + ")";
    }
    Text += Buffer.substr(At, R->first - At).str() + Value;
    At = R->second;
  }
  return Text + Buffer.substr(At, Whole->second - At).str();
}

/// Whether \p Text is one identifier or number (needs no parentheses).
bool isPrimary(const std::string &Text) {
  return !Text.empty() && std::all_of(Text.begin(), Text.end(), [](char C) {
    return std::isalnum(static_cast<unsigned char>(C)) || C == '_' || C == '.';
  });
}

} // namespace

std::optional<std::vector<TextEdit>>
forwardingEdits(ASTContext &Ctx, const ExtractedFunction &E, size_t Index,
                const std::string &Name, const ForwardPlan &Plan,
                std::string &Recomputed) {
  const SourceManager &SM = Ctx.getSourceManager();
  const LangOptions &LO = Ctx.getLangOpts();
  const OMPLoopDirective *D = E.Directives[Index];
  auto Stored = E.StoredValues.find(Plan.Writer);
  const auto *For = dyn_cast_or_null<ForStmt>(associatedCode(*D));
  if (Stored == E.StoredValues.end() || !For)
    return std::nullopt;
  // The loop's iterator and its first value, as written.
  LoopStart Start = loopStart(*For);
  const VarDecl *Iterator = Start.Iterator;
  const Expr *Lower = Start.Lower;
  const VarDecl *Variable = Stored->second.Variable;
  if (!Iterator || !Lower || !Variable)
    return std::nullopt;
  std::map<const VarDecl *, const Expr *> Replaced = {{Iterator, nullptr}};
  for (const std::string &Operand : Plan.Operands) {
    auto It = E.StoredValues.find(Operand);
    if (It == E.StoredValues.end())
      return std::nullopt;
    Replaced[It->second.Variable] = It->second.Value;
  }
  std::string Previous = "(" + Iterator->getName().str() +
                         (Plan.Step > 0 ? " - " : " + ") +
                         std::to_string(std::labs(Plan.Step)) + ")";
  std::optional<std::string> Value =
      textWith(SM, LO, Stored->second.Value, Replaced, Previous);
  if (!Value)
    return std::nullopt;
  Recomputed = *Value;
  std::vector<TextEdit> Edits;
  std::string Replacement = "(" + *Value + ")";
  if (Plan.EntryValue) {
    // const double prev_entry = prev;  just before the directive.
    std::optional<std::pair<unsigned, unsigned>> LowerText =
        fileRange(SM, LO, Lower->getSourceRange());
    if (!LowerText)
      return std::nullopt;
    llvm::StringRef Buffer = SM.getBufferData(SM.getMainFileID());
    std::string First =
        Buffer.substr(LowerText->first, LowerText->second - LowerText->first)
            .str();
    if (!isPrimary(First))
      First = "(" + First + ")";
    std::string Entry = freshName(Ctx, Name + "_entry");
    AddedStatements Added;
    Added.Before.push_back(
        "const " +
        Variable->getType().getUnqualifiedType().getAsString(
            Ctx.getPrintingPolicy()) +
        " " + Entry + " = " + Name + ";");
    std::optional<std::vector<TextEdit>> Around =
        surroundingEdits(Ctx, *D, *For, Added);
    if (!Around)
      return std::nullopt;
    Edits = *Around;
    Replacement = "(" + Iterator->getName().str() + " == " + First + " ? " +
                  Entry + " : " + *Value + ")";
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
    Edits.push_back({Offset, Name.size(), Replacement});
  }
  return Edits;
}

} // namespace ompfix
