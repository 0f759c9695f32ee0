//===- ModelCompareLib.cpp - Two `ompfix --dump-model` texts, compared ----===//
//
// The reader follows printModel (include/ompfix/ModelPrinter.h) line by
// line; ModelCompare.h says what is compared how.
//
//===----------------------------------------------------------------------===//

#include "frontend/tests/ModelCompare.h"

#include "ompfix/DefinedValueText.h"

#include <isl/cpp.h>
#include <isl/options.h>

#include <algorithm>
#include <cctype>
#include <map>
#include <sstream>

namespace modelcompare {

using ompfix::parseDefinedValue;
using ompfix::printDefinedValue;

std::string normalizeSpace(const std::string &S) {
  std::string Out;
  bool Space = false;
  for (char C : S) {
    if (std::isspace(static_cast<unsigned char>(C))) {
      Space = true;
      continue;
    }
    if (Space && !Out.empty())
      Out += ' ';
    Space = false;
    Out += C;
  }
  return Out;
}

namespace {

bool startsWith(const std::string &S, const std::string &Prefix) {
  return S.compare(0, Prefix.size(), Prefix) == 0;
}

/// The keywords of printModel's lines, by indentation.
const char *const TopKeywords[] = {
    "context", "returns", "many-threads", "defined", "variable", "statement",
    "loop",    "region"};
const char *const SubKeywords[] = {
    "schedule", "read",    "write", "kill",     "covered read",
    "exchanges buffers",   "inexact", "unknown:", "attribute", "unused",
    "part",     "barriers:", "locals:", "end"};

/// \p V with the whitespace of its affine leaves normalised.
void normalizeAffine(DefinedValue &V) {
  if (V.Kind == DefinedValue::Op::Affine)
    V.Text = normalizeSpace(V.Text);
  for (DefinedValue &Operand : V.Operands)
    normalizeAffine(Operand);
}

/// \p Body (a line without its indentation) starts with \p Keyword as a
/// whole word.
bool keyword(const std::string &Body, const std::string &Keyword) {
  if (!startsWith(Body, Keyword))
    return false;
  return Body.size() == Keyword.size() || Body[Keyword.size()] == ' ' ||
         Keyword.back() == ':';
}

template <size_t N>
const char *findKeyword(const std::string &Body, const char *const (&Ks)[N]) {
  for (const char *K : Ks)
    if (keyword(Body, K))
      return K;
  return nullptr;
}

/// The isl text at the start of \p S: up to the first '}' (isl's sets and
/// relations hold one pair of braces), or all of \p S without one.
size_t islTextEnd(const std::string &S) {
  size_t Open = S.find('{');
  if (Open == std::string::npos)
    return S.size();
  size_t Close = S.find('}', Open);
  return Close == std::string::npos ? S.size() : Close + 1;
}

std::string trimRight(std::string S) {
  while (!S.empty() && (S.back() == ' ' || S.back() == '\r' ||
                        S.back() == '\t' || S.back() == '\n'))
    S.pop_back();
  return S;
}

class Reader {
public:
  Reader(Dump &Out, std::string &Error) : Out(Out), Error(Error) {}

  bool line(const std::string &Raw, unsigned Number) {
    std::string L = trimRight(Raw);
    LineNo = Number;
    if (startsWith(L, "function ") && L.find(' ', 9) == std::string::npos &&
        L.size() > 9) {
      Out.Functions.emplace_back();
      Out.Functions.back().Name = L.substr(9);
      Out.Functions.back().Line = Number;
      In = true;
      Kind = Nothing;
      return true;
    }
    if (!In)
      return true;
    size_t Indent = L.find_first_not_of(' ');
    if (Indent == 0 || Indent == std::string::npos ||
        !std::isalpha(static_cast<unsigned char>(L[Indent]))) {
      In = false; // diagnostics, Clang's source excerpts, the summary
      return true;
    }
    std::string Body = L.substr(Indent);
    if (Indent == 2) {
      const char *K = findKeyword(Body, TopKeywords);
      if (!K)
        return fail("not a line of a model: '" + L + "'");
      return top(K, Body.size() > std::string(K).size()
                        ? Body.substr(std::string(K).size() + 1)
                        : std::string());
    }
    if (Indent == 4) {
      const char *K = findKeyword(Body, SubKeywords);
      if (!K)
        return fail("not a line of a model: '" + L + "'");
      return sub(K, Body);
    }
    return fail("unexpected indentation: '" + L + "'");
  }

private:
  Dump &Out;
  std::string &Error;
  unsigned LineNo = 0;
  bool In = false;
  enum { Nothing, InStatement, InLoop, InRegion } Kind = Nothing;

  bool fail(const std::string &Message) {
    Error = "line " + std::to_string(LineNo) + ": " + Message;
    return false;
  }
  DumpFunction &function() { return Out.Functions.back(); }

  bool top(const std::string &K, const std::string &Rest) {
    DumpFunction &F = function();
    if (K == "context") {
      F.Context = Rest;
      Kind = Nothing;
    } else if (K == "returns") {
      F.Returns = Rest;
      Kind = Nothing;
    } else if (K == "many-threads") {
      F.ManyThreads = Rest;
      Kind = Nothing;
    } else if (K == "defined") {
      // defined NAME = VALUE (DefinedValueText.h)
      size_t Equals = Rest.find(" = ");
      std::optional<DefinedValue> Value =
          Equals == std::string::npos
              ? std::nullopt
              : parseDefinedValue(Rest.substr(Equals + 3));
      if (!Value)
        return fail("not a defined value: '" + Rest + "'");
      normalizeAffine(*Value);
      F.Definitions.push_back({Rest.substr(0, Equals), *Value});
      Kind = Nothing;
    } else if (K == "variable") {
      // variable ID 'NAME' rank N [flags] [thread slice CELLS]
      DumpVariable V;
      size_t Space = Rest.find(' ');
      V.Id = Rest.substr(0, Space);
      std::string Props = Space == std::string::npos ? "" : Rest.substr(Space);
      size_t Slice = Props.find(" thread slice ");
      if (Slice != std::string::npos) {
        V.SliceCells = Props.substr(Slice + 14);
        Props = Props.substr(0, Slice);
      }
      V.Properties = normalizeSpace(Props);
      F.Variables.push_back(V);
      Kind = Nothing;
    } else if (K == "statement") {
      // statement NAME DOMAIN
      DumpStatement S;
      size_t Space = Rest.find(' ');
      S.Name = Rest.substr(0, Space);
      S.Domain = Space == std::string::npos ? "" : Rest.substr(Space + 1);
      S.Line = LineNo;
      F.Statements.push_back(S);
      Kind = InStatement;
    } else if (K == "loop") {
      // loop 'DIRECTIVE' at L:C depth D collapse C [own team] DOMAIN
      DumpConstruct C;
      C.Line = LineNo;
      size_t At = Rest.find("' at ");
      size_t Collapse = Rest.find(" collapse ", At == std::string::npos ? 0 : At);
      if (At == std::string::npos || Collapse == std::string::npos)
        return fail("a loop line without 'at' and 'collapse'");
      size_t Number = Collapse + 10;
      size_t End = Rest.find(' ', Number);
      if (End == std::string::npos)
        End = Rest.size();
      std::string Header = Rest.substr(0, End);
      std::string Domain = End < Rest.size() ? Rest.substr(End + 1) : "";
      if (startsWith(Domain, "own team")) {
        Header += " own team";
        Domain = Domain.substr(8);
      }
      C.Header = normalizeSpace(Header);
      C.Domain = normalizeSpace(Domain);
      F.Loops.push_back(C);
      Kind = InLoop;
    } else if (K == "region") {
      DumpConstruct C;
      C.Line = LineNo;
      C.Header = normalizeSpace(Rest);
      F.Regions.push_back(C);
      Kind = InRegion;
    }
    return true;
  }

  bool sub(const std::string &K, const std::string &Body) {
    DumpFunction &F = function();
    if (Kind == InStatement) {
      DumpStatement &S = F.Statements.back();
      if (K == "schedule") {
        S.Schedule = Body.substr(9);
        return true;
      }
      if (K == "read" || K == "write") {
        // read|write [may] R<ref> RELATION  'TEXT'
        DumpAccess A;
        A.Line = LineNo;
        std::string Rest = Body.substr(K.size() + 1);
        A.Kind = K;
        if (startsWith(Rest, "may ")) {
          A.Kind += " may";
          Rest = Rest.substr(4);
        }
        size_t Space = Rest.find(' ');
        if (Rest.empty() || Rest[0] != 'R' || Space == std::string::npos)
          return fail("an access without its reference: '" + Body + "'");
        A.Ref = Rest.substr(0, Space);
        Rest = Rest.substr(Space + 1);
        size_t Quote = Rest.find("  '");
        if (Quote == std::string::npos || Rest.back() != '\'')
          return fail("an access without its source text: '" + Body + "'");
        A.Relation = Rest.substr(0, Quote);
        A.Text = Rest.substr(Quote + 3, Rest.size() - Quote - 4);
        S.Accesses.push_back(A);
        return true;
      }
      if (K == "inexact") {
        std::string Rest = Body.substr(8);
        size_t End = islTextEnd(Rest);
        S.Inexact.push_back(
            {Rest.substr(0, End), normalizeSpace(Rest.substr(End))});
        return true;
      }
      if (K == "kill" || K == "covered read" || K == "exchanges buffers") {
        S.Other.push_back(normalizeSpace(Body));
        return true;
      }
      return fail("'" + K + "' in a statement");
    }
    if (Kind == InLoop || Kind == InRegion) {
      DumpConstruct &C = Kind == InLoop ? F.Loops.back() : F.Regions.back();
      if (K == "attribute" || K == "unused")
        C.Attributes.push_back(normalizeSpace(Body));
      else if (K == "schedule" || K == "read" || K == "write" ||
               K == "kill" || K == "covered read" ||
               K == "exchanges buffers" || K == "inexact")
        return fail("'" + K + "' outside a statement");
      else
        C.Lines.push_back(normalizeSpace(Body));
      return true;
    }
    return fail("'" + K + "' outside a statement, loop or region");
  }
};

/// An isl text as isl reads it: a set, a union set, a map or a union map.
struct Parsed {
  enum { None, Set, USet, Map, UMap } Kind = None;
  isl::set S;
  isl::union_set US;
  isl::map M;
  isl::union_map UM;
};

Parsed parse(isl::ctx Ctx, const std::string &Text) {
  Parsed P;
  try {
    P.S = isl::set(Ctx, Text);
    P.Kind = Parsed::Set;
    return P;
  } catch (const isl::exception &) {
  }
  try {
    P.US = isl::union_set(Ctx, Text);
    P.Kind = Parsed::USet;
    return P;
  } catch (const isl::exception &) {
  }
  try {
    P.M = isl::map(Ctx, Text);
    P.Kind = Parsed::Map;
    return P;
  } catch (const isl::exception &) {
  }
  try {
    P.UM = isl::union_map(Ctx, Text);
    P.Kind = Parsed::UMap;
    return P;
  } catch (const isl::exception &) {
  }
  return P;
}

} // namespace

bool parseDump(std::istream &In, Dump &Out, std::string &Error) {
  Reader R(Out, Error);
  std::string Line;
  unsigned Number = 0;
  while (std::getline(In, Line))
    if (!R.line(Line, ++Number))
      return false;
  return true;
}

bool parseDumpText(const std::string &Text, Dump &Out, std::string &Error) {
  std::istringstream In(Text);
  return parseDump(In, Out, Error);
}

bool islEqual(isl_ctx *Raw, const std::string &A, const std::string &B) {
  if (normalizeSpace(A) == normalizeSpace(B))
    return true;
  isl::ctx Ctx(Raw);
  int Saved = isl_options_get_on_error(Raw);
  isl_options_set_on_error(Raw, ISL_ON_ERROR_CONTINUE);
  bool Equal = false;
  try {
    Parsed X = parse(Ctx, A), Y = parse(Ctx, B);
    auto isSet = [](const Parsed &P) {
      return P.Kind == Parsed::Set || P.Kind == Parsed::USet;
    };
    auto isMap = [](const Parsed &P) {
      return P.Kind == Parsed::Map || P.Kind == Parsed::UMap;
    };
    if (X.Kind == Parsed::Set && Y.Kind == Parsed::Set)
      Equal = X.S.is_equal(Y.S);
    else if (X.Kind == Parsed::Map && Y.Kind == Parsed::Map)
      Equal = X.M.is_equal(Y.M);
    else if (isSet(X) && isSet(Y))
      Equal = (X.Kind == Parsed::Set ? isl::union_set(X.S) : X.US)
                  .is_equal(Y.Kind == Parsed::Set ? isl::union_set(Y.S)
                                                  : Y.US);
    else if (isMap(X) && isMap(Y))
      Equal = (X.Kind == Parsed::Map ? isl::union_map(X.M) : X.UM)
                  .is_equal(Y.Kind == Parsed::Map ? isl::union_map(Y.M)
                                                  : Y.UM);
  } catch (const isl::exception &) {
    Equal = false;
  }
  isl_options_set_on_error(Raw, Saved);
  return Equal;
}

namespace {

class Comparer {
public:
  Comparer(isl_ctx *Ctx) : Ctx(Ctx) {}
  std::vector<std::string> Diffs;

  void functions(const Dump &E, const Dump &A) {
    // By name; functions of one name (instantiations, overloads) in order.
    std::map<std::string, std::vector<const DumpFunction *>> ByName;
    for (const DumpFunction &F : A.Functions)
      ByName[F.Name].push_back(&F);
    std::map<std::string, size_t> Used;
    for (const DumpFunction &F : E.Functions) {
      auto &Candidates = ByName[F.Name];
      size_t &N = Used[F.Name];
      if (N >= Candidates.size()) {
        Diffs.push_back("function " + F.Name + ": missing from the actual model");
        continue;
      }
      function(F, *Candidates[N++]);
    }
    for (auto &[Name, Candidates] : ByName)
      for (size_t I = Used[Name]; I < Candidates.size(); ++I)
        Diffs.push_back("function " + Name + ": not in the expected model");
  }

private:
  isl_ctx *Ctx;

  void differ(const std::string &Where, const std::string &What,
              const std::string &Expected, const std::string &Actual) {
    Diffs.push_back(Where + ": " + What + " differs\n  expected: " + Expected +
                    "\n  actual:   " + Actual);
  }
  void isl(const std::string &Where, const std::string &What,
           const std::string &Expected, const std::string &Actual) {
    if (!islEqual(Ctx, Expected, Actual))
      differ(Where, What, Expected, Actual);
  }
  void text(const std::string &Where, const std::string &What,
            const std::string &Expected, const std::string &Actual) {
    if (normalizeSpace(Expected) != normalizeSpace(Actual))
      differ(Where, What, Expected, Actual);
  }
  /// Two lists of lines as multisets: what one holds more of than the other.
  void bag(const std::string &Where, const std::string &What,
           std::vector<std::string> Expected, std::vector<std::string> Actual) {
    std::sort(Expected.begin(), Expected.end());
    std::sort(Actual.begin(), Actual.end());
    std::vector<std::string> Missing, Extra;
    std::set_difference(Expected.begin(), Expected.end(), Actual.begin(),
                        Actual.end(), std::back_inserter(Missing));
    std::set_difference(Actual.begin(), Actual.end(), Expected.begin(),
                        Expected.end(), std::back_inserter(Extra));
    for (const std::string &M : Missing)
      Diffs.push_back(Where + ": " + What + " '" + M +
                      "' missing from the actual model");
    for (const std::string &X : Extra)
      Diffs.push_back(Where + ": " + What + " '" + X +
                      "' not in the expected model");
  }

  void function(const DumpFunction &E, const DumpFunction &A) {
    std::string Where = "function " + E.Name;
    isl(Where, "context", E.Context, A.Context);
    if (E.Returns.empty() != A.Returns.empty())
      differ(Where, "returns", E.Returns.empty() ? "(none)" : E.Returns,
             A.Returns.empty() ? "(none)" : A.Returns);
    else if (!E.Returns.empty())
      isl(Where, "returns", E.Returns, A.Returns);
    if (E.ManyThreads.empty() != A.ManyThreads.empty())
      differ(Where, "many-threads",
             E.ManyThreads.empty() ? "(none)" : E.ManyThreads,
             A.ManyThreads.empty() ? "(none)" : A.ManyThreads);
    else if (!E.ManyThreads.empty())
      isl(Where, "many-threads", E.ManyThreads, A.ManyThreads);
    definitions(Where, E.Definitions, A.Definitions);
    variables(Where, E, A);
    statements(Where, E, A);
    constructs(Where, "loop", E.Loops, A.Loops, true);
    constructs(Where, "region", E.Regions, A.Regions, false);
  }

  /// Defined parameters by name, their values compared as trees.
  void definitions(const std::string &Where,
                   const std::vector<DefinedParameter> &E,
                   const std::vector<DefinedParameter> &A) {
    std::map<std::string, const DefinedValue *> Actual;
    for (const DefinedParameter &P : A)
      Actual[P.Name] = &P.Value;
    for (const DefinedParameter &P : E) {
      auto It = Actual.find(P.Name);
      if (It == Actual.end()) {
        Diffs.push_back(Where + ": defined " + P.Name +
                        " missing from the actual model");
        continue;
      }
      if (*It->second != P.Value)
        differ(Where, "defined " + P.Name, printDefinedValue(P.Value),
               printDefinedValue(*It->second));
      Actual.erase(It);
    }
    for (const auto &[Name, Value] : Actual)
      Diffs.push_back(Where + ": defined " + Name +
                      " not in the expected model");
  }

  void variables(const std::string &Where, const DumpFunction &E,
                 const DumpFunction &A) {
    std::map<std::string, const DumpVariable *> Actual;
    for (const DumpVariable &V : A.Variables)
      if (!Actual.emplace(V.Id, &V).second)
        Diffs.push_back(Where + ": variable " + V.Id +
                        " twice in the actual model");
    std::map<std::string, bool> Seen;
    for (const DumpVariable &V : E.Variables) {
      Seen[V.Id] = true;
      auto It = Actual.find(V.Id);
      if (It == Actual.end()) {
        Diffs.push_back(Where + ": variable " + V.Id + " " + V.Properties +
                        " missing from the actual model");
        continue;
      }
      std::string VW = Where + ", variable " + V.Id;
      text(VW, "properties", V.Properties, It->second->Properties);
      if (V.SliceCells.empty() != It->second->SliceCells.empty())
        differ(VW, "thread slice", V.SliceCells, It->second->SliceCells);
      else if (!V.SliceCells.empty())
        isl(VW, "thread slice", V.SliceCells, It->second->SliceCells);
    }
    for (const DumpVariable &V : A.Variables)
      if (!Seen.count(V.Id))
        Diffs.push_back(Where + ": variable " + V.Id + " " + V.Properties +
                        " not in the expected model");
  }

  static std::string accessLine(const DumpAccess &X) {
    return X.Kind + " " + X.Ref + " " + X.Relation + "  '" + X.Text + "'";
  }

  void statements(const std::string &Where, const DumpFunction &E,
                  const DumpFunction &A) {
    std::map<std::string, const DumpStatement *> Actual;
    for (const DumpStatement &S : A.Statements)
      Actual.emplace(S.Name, &S);
    std::map<std::string, bool> Seen;
    for (const DumpStatement &S : E.Statements) {
      Seen[S.Name] = true;
      auto It = Actual.find(S.Name);
      if (It == Actual.end()) {
        Diffs.push_back(Where + ": statement " + S.Name + " " + S.Domain +
                        " missing from the actual model");
        continue;
      }
      statement(Where + ", statement " + S.Name, S, *It->second);
    }
    for (const DumpStatement &S : A.Statements)
      if (!Seen.count(S.Name))
        Diffs.push_back(Where + ": statement " + S.Name + " " + S.Domain +
                        " not in the expected model");
  }

  void statement(const std::string &Where, const DumpStatement &E,
                 const DumpStatement &A) {
    isl(Where, "domain", E.Domain, A.Domain);
    isl(Where, "schedule", E.Schedule, A.Schedule);
    // Accesses by reference.
    std::map<std::string, const DumpAccess *> Actual;
    for (const DumpAccess &X : A.Accesses)
      Actual.emplace(X.Ref, &X);
    std::map<std::string, bool> Seen;
    for (const DumpAccess &X : E.Accesses) {
      Seen[X.Ref] = true;
      auto It = Actual.find(X.Ref);
      if (It == Actual.end()) {
        Diffs.push_back(Where + ": access " + accessLine(X) +
                        " missing from the actual model");
        continue;
      }
      const DumpAccess &Y = *It->second;
      std::string AW = Where + ", access " + X.Ref + " '" + X.Text + "'";
      text(AW, "kind", X.Kind, Y.Kind);
      isl(AW, "relation", X.Relation, Y.Relation);
      if (X.Text != Y.Text)
        differ(AW, "source text", "'" + X.Text + "'", "'" + Y.Text + "'");
    }
    for (const DumpAccess &Y : A.Accesses)
      if (!Seen.count(Y.Ref))
        Diffs.push_back(Where + ": access " + accessLine(Y) +
                        " not in the expected model");
    bag(Where, "line", E.Other, A.Other);
    // Inexact parts: each expected one matched by an equal actual one.
    std::vector<bool> Used(A.Inexact.size());
    for (const DumpInexact &X : E.Inexact) {
      bool Found = false;
      for (size_t I = 0; I < A.Inexact.size() && !Found; ++I)
        if (!Used[I] && X.Rest == A.Inexact[I].Rest &&
            islEqual(Ctx, X.Instances, A.Inexact[I].Instances))
          Used[I] = Found = true;
      if (!Found)
        Diffs.push_back(Where + ": inexact " + X.Instances + " " + X.Rest +
                        " missing from the actual model");
    }
    for (size_t I = 0; I < A.Inexact.size(); ++I)
      if (!Used[I])
        Diffs.push_back(Where + ": inexact " + A.Inexact[I].Instances + " " +
                        A.Inexact[I].Rest + " not in the expected model");
  }

  void constructs(const std::string &Where, const std::string &What,
                  const std::vector<DumpConstruct> &E,
                  const std::vector<DumpConstruct> &A, bool IsLoop) {
    if (E.size() != A.size())
      differ(Where, "number of " + What + "s", std::to_string(E.size()),
             std::to_string(A.size()));
    for (size_t I = 0; I < E.size() && I < A.size(); ++I) {
      std::string CW = Where + ", " + What + " " + std::to_string(I) + " (" +
                       E[I].Header + ")";
      text(CW, "header", E[I].Header, A[I].Header);
      if (IsLoop) {
        if (E[I].Domain.empty() != A[I].Domain.empty())
          differ(CW, "iteration domain", E[I].Domain, A[I].Domain);
        else if (!E[I].Domain.empty())
          isl(CW, "iteration domain", E[I].Domain, A[I].Domain);
      }
      size_t N = std::max(E[I].Lines.size(), A[I].Lines.size());
      for (size_t J = 0; J < N; ++J) {
        std::string X = J < E[I].Lines.size() ? E[I].Lines[J] : "(none)";
        std::string Y = J < A[I].Lines.size() ? A[I].Lines[J] : "(none)";
        text(CW, "line " + std::to_string(J + 1), X, Y);
      }
      bag(CW, "line", E[I].Attributes, A[I].Attributes);
    }
  }
};

} // namespace

std::vector<std::string> compareDumps(isl_ctx *Ctx, const Dump &Expected,
                                      const Dump &Actual) {
  Comparer C(Ctx);
  C.functions(Expected, Actual);
  return C.Diffs;
}

} // namespace modelcompare
