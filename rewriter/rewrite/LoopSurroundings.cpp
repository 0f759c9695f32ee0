//===- LoopSurroundings.cpp - Code a rewrite adds around a loop -----------===//

#include "rewrite/LoopSurroundings.h"

#include "clang/AST/ParentMapContext.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"

#include <algorithm>
#include <cctype>

using namespace clang;

namespace ompfix {

std::optional<std::pair<unsigned, unsigned>>
fileRange(const SourceManager &SM, const LangOptions &LO, SourceRange R) {
  if (R.getBegin().isMacroID() || R.getEnd().isMacroID())
    return std::nullopt;
  SourceLocation End = Lexer::getLocForEndOfToken(R.getEnd(), 0, SM, LO);
  if (!SM.isInMainFile(R.getBegin()) || End.isInvalid())
    return std::nullopt;
  return std::make_pair(SM.getFileOffset(R.getBegin()),
                        SM.getFileOffset(End));
}

std::string freshName(ASTContext &Ctx, const std::string &Base) {
  std::string Name = Base;
  for (unsigned K = 2; Ctx.Idents.find(Name) != Ctx.Idents.end(); ++K)
    Name = Base + std::to_string(K);
  return Name;
}

bool isPrimary(const std::string &Text) {
  return !Text.empty() && std::all_of(Text.begin(), Text.end(), [](char C) {
    return std::isalnum(static_cast<unsigned char>(C)) || C == '_' || C == '.';
  });
}

std::string parenthesised(const std::string &Text) {
  return isPrimary(Text) ? Text : "(" + Text + ")";
}

namespace {

/// The offset where the line holding \p Offset starts.
unsigned lineStart(llvm::StringRef Buffer, unsigned Offset) {
  while (Offset > 0 && Buffer[Offset - 1] != '\n' && Buffer[Offset - 1] != '\r')
    --Offset;
  return Offset;
}

/// The blanks that start the line holding \p Offset.
std::string indentOf(llvm::StringRef Buffer, unsigned Offset) {
  std::string Indent;
  for (unsigned K = lineStart(Buffer, Offset);
       K < Buffer.size() && (Buffer[K] == ' ' || Buffer[K] == '\t'); ++K)
    Indent += Buffer[K];
  return Indent;
}

/// \p Lines, each on a line of its own after \p Indent.
std::string linesOf(const std::vector<std::string> &Lines,
                    const std::string &Indent) {
  std::string Text;
  for (const std::string &Line : Lines)
    Text += Indent + Line + "\n";
  return Text;
}

} // namespace

const ForStmt *innermostLoop(const ForStmt &Loop, unsigned Count) {
  const ForStmt *Current = &Loop;
  for (unsigned K = 1; K < Count && Current; ++K) {
    const Stmt *Body = Current->getBody();
    if (const auto *Block = dyn_cast_or_null<CompoundStmt>(Body))
      Body = Block->size() == 1 ? Block->body_front() : nullptr;
    Current = dyn_cast_or_null<ForStmt>(Body);
  }
  return Current;
}

std::optional<std::vector<TextEdit>>
surroundingEdits(ASTContext &Ctx, const OMPLoopDirective &D, const Stmt &Loop,
                 const AddedStatements &Added, const Stmt *Innermost) {
  const SourceManager &SM = Ctx.getSourceManager();
  const LangOptions &LO = Ctx.getLangOpts();
  llvm::StringRef Buffer = SM.getBufferData(SM.getMainFileID());
  SourceLocation Pragma = SM.getExpansionLoc(D.getBeginLoc());
  SourceLocation LoopBegin = Loop.getBeginLoc();
  if (!SM.isInMainFile(Pragma) || LoopBegin.isMacroID() ||
      !SM.isInMainFile(LoopBegin))
    return std::nullopt;
  std::string Indent = indentOf(Buffer, SM.getFileOffset(LoopBegin));
  const Stmt *Body = nullptr;
  const Stmt &Inner = Innermost ? *Innermost : Loop;
  if (const auto *For = dyn_cast<ForStmt>(&Inner))
    Body = For->getBody();
  else if (const auto *Range = dyn_cast<CXXForRangeStmt>(&Inner))
    Body = Range->getBody();
  const auto *Block = dyn_cast_or_null<CompoundStmt>(Body);
  bool IntoBody = !Added.BodyStart.empty() || !Added.BodyEnd.empty();
  // The loop's end, where its body is a block (the end of a statement
  // body is no token boundary Clang keeps).
  std::optional<std::pair<unsigned, unsigned>> Whole =
      Block ? fileRange(SM, LO, Loop.getSourceRange()) : std::nullopt;
  DynTypedNodeList Parents = Ctx.getParents(D);
  bool InBlock = !Parents.empty() && Parents[0].get<CompoundStmt>();
  bool Around = !Added.Before.empty() || !Added.After.empty();
  if ((IntoBody || !Added.After.empty() || (Around && !InBlock)) && !Whole)
    return std::nullopt;
  std::vector<TextEdit> Edits;
  if (Around) {
    std::string Opening = InBlock ? "" : Indent + "{\n";
    Edits.push_back({lineStart(Buffer, SM.getFileOffset(Pragma)), 0,
                     Opening + linesOf(Added.Before, Indent)});
    std::string Closing;
    for (const std::string &Line : Added.After)
      Closing += "\n" + Indent + Line;
    if (!InBlock)
      Closing += "\n" + Indent + "}";
    if (!Closing.empty())
      Edits.push_back({Whole->second, 0, Closing});
  }
  if (IntoBody) {
    std::optional<std::pair<unsigned, unsigned>> Braces =
        fileRange(SM, LO, Block->getSourceRange());
    if (!Braces)
      return std::nullopt;
    // Indented as the body's first statement, or one step in from the loop.
    std::string Inner =
        Block->body_empty() || Block->body_front()->getBeginLoc().isMacroID()
            ? Indent + "  "
            : indentOf(Buffer,
                       SM.getFileOffset(Block->body_front()->getBeginLoc()));
    if (!Added.BodyStart.empty()) {
      std::string Text;
      for (const std::string &Line : Added.BodyStart)
        Text += "\n" + Inner + Line;
      Edits.push_back({Braces->first + 1, 0, Text});
    }
    if (!Added.BodyEnd.empty()) {
      // Before the closing brace: on a line of their own when the brace
      // starts its line, else just before it.
      unsigned Brace = Braces->second - 1;
      unsigned Start = lineStart(Buffer, Brace);
      bool OwnLine = indentOf(Buffer, Brace).size() == Brace - Start;
      Edits.push_back({OwnLine ? Start : Brace, 0,
                       OwnLine ? linesOf(Added.BodyEnd, Inner)
                               : [&] {
                                   std::string Text;
                                   for (const std::string &Line : Added.BodyEnd)
                                     Text += Line + " ";
                                   return Text;
                                 }()});
    }
  }
  return Edits;
}

} // namespace ompfix
