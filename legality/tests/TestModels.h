//===- TestModels.h - FunctionModels written by hand, for tests -*- C++ -*-===//
//
// The legality tests write the model of a small function the way the front
// end would: isl strings for domains, schedules and accesses, in the
// FunctionModel of ompfix/Model.h. One builder for them all.
//
//===----------------------------------------------------------------------===//

#ifndef OMPFIX_LEGALITY_TESTMODELS_H
#define OMPFIX_LEGALITY_TESTMODELS_H

#include "ompfix/Model.h"

#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace ompfix {
namespace testmodels {

/// A statement with no accesses yet.
inline Statement statement(const std::string &Name, const std::string &Domain,
                           const std::string &Schedule) {
  Statement S;
  S.Name = Name;
  S.Domain = Domain;
  S.Schedule = Schedule;
  return S;
}

/// Builds a FunctionModel statement by statement.
class ModelBuilder {
public:
  ModelBuilder &param(const std::string &Context) {
    M.Context = Context;
    return *this;
  }
  ModelBuilder &var(const std::string &Name, unsigned Rank,
                    bool CallerVisible = false, bool Privatizable = true) {
    Variable V;
    V.Id = V.Name = Name;
    V.Rank = Rank;
    V.CallerVisible = CallerVisible;
    V.Privatizable = Privatizable;
    M.Variables.push_back(V);
    return *this;
  }
  ModelBuilder &stmt(const std::string &Name, const std::string &Domain,
                     const std::string &Schedule) {
    M.Statements.push_back(statement(Name, Domain, Schedule));
    return *this;
  }
  /// Adds an access to the last statement.
  ModelBuilder &read(const std::string &Var, const std::string &Relation) {
    return access(Var, Relation, false, true);
  }
  ModelBuilder &write(const std::string &Var, const std::string &Relation,
                      bool Must = true) {
    return access(Var, Relation, true, Must);
  }
  ModelBuilder &reduction(const std::string &Var, ReductionOp Op) {
    M.Statements.back().Reduction = ReductionUpdate{Var, Op};
    return *this;
  }
  ModelBuilder &kill(const std::string &Var) {
    M.Statements.back().Kills.push_back(Var);
    return *this;
  }
  ModelBuilder &loop(unsigned Depth, std::vector<std::string> Iterators,
                     std::vector<std::string> Statements,
                     const std::string &IterationDomain) {
    LoopDirective L;
    L.Directive = "parallel for";
    L.Depth = Depth;
    L.Collapse = Iterators.size();
    L.Iterators = Iterators;
    L.Statements = Statements;
    L.IterationDomain = IterationDomain;
    M.Loops.push_back(L);
    return *this;
  }
  /// Declares the attribute of a variable in the last loop.
  ModelBuilder &attr(const std::string &Var, Attribute A,
                     DeclaredAttribute::Origin From =
                         DeclaredAttribute::Origin::Implicit,
                     std::optional<ReductionOp> Op = std::nullopt) {
    DeclaredAttribute D;
    D.Variable = Var;
    D.Attr = A;
    D.From = From;
    D.Op = Op;
    M.Loops.back().Attributes.push_back(D);
    return *this;
  }
  ModelBuilder &iterator(const std::string &Var) {
    return attr(Var, Attribute::Private,
                DeclaredAttribute::Origin::Predetermined);
  }

  const Access &ref(unsigned Ref) const {
    for (const Statement &S : M.Statements)
      for (const Access &A : S.Accesses)
        if (A.Ref == Ref)
          return A;
    throw std::out_of_range("no such reference");
  }

  FunctionModel M;

private:
  ModelBuilder &access(const std::string &Var, const std::string &Relation,
                       bool IsWrite, bool Must) {
    Access A;
    A.Ref = NextRef++;
    A.Variable = Var;
    A.IsWrite = IsWrite;
    A.IsMust = Must;
    A.Relation = Relation;
    A.Text = Var;
    M.Statements.back().Accesses.push_back(A);
    return *this;
  }
  unsigned NextRef = 0;
};

} // namespace testmodels
} // namespace ompfix

#endif // OMPFIX_LEGALITY_TESTMODELS_H
