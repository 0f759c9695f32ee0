//===- LibraryFunctions.h - What library calls touch ----------*- C++ -*-===//
//
// What library calls touch, as the front end asks it: the functions of
// the C library, its math library and the OpenMP API by their rows in
// the one table of LibraryTable.h (no memory, what their arguments reach,
// ranges of them, hidden state), and the C++ standard library's by their
// declarations (std::min, <chrono>, std::atomic, containers' sizes,
// standard streams).
//
//===----------------------------------------------------------------------===//

#ifndef OMPFIX_REWRITER_LIBRARYFUNCTIONS_H
#define OMPFIX_REWRITER_LIBRARYFUNCTIONS_H

#include "frontend/ExprForms.h"
#include "frontend/LibraryTable.h"
#include "ompfix/Model.h"

#include "clang/AST/Attr.h"
#include "clang/AST/Decl.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"
#include "llvm/ADT/StringSet.h"

namespace ompfix {
namespace extract {

/// A function of the math library (LibraryTable.h) that reads only its
/// arguments' values (not `lgamma`, which writes `signgam`).
inline bool isPureMathFunction(llvm::StringRef Name) {
  const LibraryFunction *Row = libraryFunction(Name);
  return Row && Row->Math && Row->Effect == LibraryEffect::Value;
}

/// `std::min(a, b)` and `std::max(a, b)`: they read their two arguments
/// (by const reference) and return one of them, without a comparator that
/// could do more.
inline bool isStandardMinMax(const FunctionDecl *Callee) {
  return Callee->isInStdNamespace() && Callee->getIdentifier() &&
         (Callee->getName() == "min" || Callee->getName() == "max") &&
         Callee->getNumParams() == 2;
}

/// Whether \p D is declared in namespace `std` (or an inline namespace of
/// it), directly or, with \p Inner, in `std::Inner` (`this_thread`).
inline bool declaredInStd(const Decl *D, llvm::StringRef Inner = "") {
  const DeclContext *Context = D->getDeclContext();
  // (libstdc++'s clocks are std::chrono::_V2's.)
  while (Context && Context->isInlineNamespace())
    Context = Context->getParent();
  if (!Inner.empty()) {
    const auto *N = dyn_cast_or_null<NamespaceDecl>(Context);
    if (!N || N->getName() != Inner)
      return false;
    Context = N->getParent();
  }
  return Context && Context->isStdNamespace();
}

/// Whether \p F is the library's function of its name, not one of the
/// program's that shares it: not a member, no body in the file, declared
/// with C linkage in the global namespace (as <stdlib.h> declares
/// `malloc`) or in namespace std (`std::sqrt(float)`). `ns::malloc`, a
/// `static` or anonymous-namespace `calloc`, `pool.malloc()` are the
/// program's, whatever the table of library effects says of the name.
inline bool isLibraryDeclaration(const FunctionDecl &F) {
  const DeclContext *Scope = F.getDeclContext()->getRedeclContext();
  return !isa<CXXMethodDecl>(F) && !F.hasBody() &&
         ((Scope->isTranslationUnit() && F.isExternC()) || declaredInStd(&F));
}

/// Where \p F is declared: its class for a member function, else itself
/// (whose context is its namespace).
inline const Decl *declaringScope(const FunctionDecl *F) {
  if (const auto *Method = dyn_cast<CXXMethodDecl>(F))
    return Method->getParent();
  return F;
}

/// `<chrono>`'s values: durations and time points (`std::chrono::
/// duration<double>`, a clock's `time_point`), classes whose one member
/// is a count the program reaches only through member functions.
inline bool isChronoValue(QualType T) {
  const auto *Class = T.getNonReferenceType()->getAsCXXRecordDecl();
  return Class && Class->getIdentifier() && declaredInStd(Class, "chrono") &&
         (Class->getName() == "duration" || Class->getName() == "time_point");
}

/// A mutex of the C++ library, locked by its `lock` and unlocked by its
/// `unlock` member: std::mutex, std::recursive_mutex, std::timed_mutex,
/// std::recursive_timed_mutex (not std::shared_mutex, whose shared locks
/// exclude nothing from each other).
inline bool isStdMutex(QualType T) {
  const auto *Class = T.getNonReferenceType()->getAsCXXRecordDecl();
  return Class && Class->getIdentifier() && declaredInStd(Class) &&
         llvm::is_contained({llvm::StringRef("mutex"),
                             llvm::StringRef("recursive_mutex"),
                             llvm::StringRef("timed_mutex"),
                             llvm::StringRef("recursive_timed_mutex")},
                            Class->getName());
}

/// A guard of the C++ library that locks the one mutex it is made from
/// and unlocks it where its scope ends: std::lock_guard, std::unique_lock,
/// std::scoped_lock of one mutex (isStdMutex).
inline bool isStdLockGuard(QualType T) {
  const auto *Guard = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
      T->getAsCXXRecordDecl());
  if (!Guard || !Guard->getIdentifier() || !declaredInStd(Guard) ||
      !llvm::is_contained({llvm::StringRef("lock_guard"),
                           llvm::StringRef("unique_lock"),
                           llvm::StringRef("scoped_lock")},
                          Guard->getName()))
    return false;
  const TemplateArgumentList &Args = Guard->getTemplateArgs();
  if (Args.size() != 1)
    return false;
  // (scoped_lock's one argument is a pack of the mutexes.)
  TemplateArgument Mutex = Args[0];
  if (Mutex.getKind() == TemplateArgument::Pack) {
    if (Mutex.pack_size() != 1)
      return false;
    Mutex = Mutex.pack_begin()[0];
  }
  return Mutex.getKind() == TemplateArgument::Type &&
         isStdMutex(Mutex.getAsType());
}

/// A call that sets or unsets a lock: a lock function of the table
/// (LockFunctions) given one lock, or `m.lock()`, `m.unlock()` of a
/// std::mutex (isStdMutex). The lock is its own object: the call touches
/// none of the program's variables.
inline bool isLockCall(const CallExpr *C) {
  if (const auto *Member = dyn_cast<CXXMemberCallExpr>(C)) {
    const CXXMethodDecl *Method = Member->getMethodDecl();
    return Method && Method->getIdentifier() && Member->getNumArgs() == 0 &&
           (Method->getName() == "lock" || Method->getName() == "unlock") &&
           isStdMutex(Member->getImplicitObjectArgument()->getType());
  }
  const FunctionDecl *Callee = C->getDirectCallee();
  return Callee && Callee->getIdentifier() && C->getNumArgs() == 1 &&
         lockFunction(Callee->getName()) && isLibraryDeclaration(*Callee);
}

/// The mutex a guard variable \p V locks for its scope (isStdLockGuard,
/// made from that one mutex: `std::lock_guard<std::mutex> g(m);`), else
/// null.
inline const Expr *guardedMutex(const VarDecl *V) {
  if (!isStdLockGuard(V->getType()) || !V->getInit())
    return nullptr;
  const auto *Construct =
      dyn_cast<CXXConstructExpr>(V->getInit()->IgnoreImplicit());
  if (!Construct || Construct->getNumArgs() != 1 ||
      !isStdMutex(Construct->getArg(0)->getType()))
    return nullptr;
  return Construct->getArg(0);
}

/// `std::atomic<T>` of an arithmetic T (not a reference to one): one
/// value of type \p Value, which every member function and operator
/// reads or writes atomically.
inline bool isStdAtomic(QualType T, QualType &Value) {
  const auto *Class =
      dyn_cast_or_null<ClassTemplateSpecializationDecl>(T->getAsCXXRecordDecl());
  if (!Class || !Class->getIdentifier() || Class->getName() != "atomic" ||
      !declaredInStd(Class) || Class->getTemplateArgs().size() != 1 ||
      Class->getTemplateArgs()[0].getKind() != TemplateArgument::Type)
    return false;
  Value = Class->getTemplateArgs()[0].getAsType();
  return Value->isArithmeticType();
}

/// Whether \p C calls a member function or operator (of libstdc++'s
/// `__atomic_base` too) on \p Object, a std::atomic of a number
/// (isStdAtomic): an operation of that value alone.
inline bool isStdAtomicCall(const CallExpr &C, const Expr &Object) {
  const auto *Method = dyn_cast_or_null<CXXMethodDecl>(C.getDirectCallee());
  QualType Value;
  return Method && !Method->isStatic() &&
         isStdAtomic(Object.IgnoreParenImpCasts()->getType(), Value);
}

/// The effect (LibraryTable.h's AtomicEffect) of \p Method of std::atomic, and
/// for an update by `+` or
/// `-` (`fetch_add`, `+=`, `++`), the reduction operator it applies
/// (\p Op; none for `exchange`, `compare_exchange_*`).
inline AtomicEffect atomicEffect(const CXXMethodDecl &Method,
                                 std::optional<ReductionOp> &Op) {
  Op.reset();
  if (isa<CXXConversionDecl>(Method))
    return AtomicEffect::Read; // `int v = counter;`
  switch (Method.getOverloadedOperator()) {
  case OO_Equal:
    return AtomicEffect::Write;
  case OO_PlusEqual: case OO_MinusEqual: case OO_PlusPlus: case OO_MinusMinus:
    Op = ReductionOp::Add;
    return AtomicEffect::Update;
  case OO_AmpEqual:
    Op = ReductionOp::BitAnd;
    return AtomicEffect::Update;
  case OO_PipeEqual:
    Op = ReductionOp::BitOr;
    return AtomicEffect::Update;
  case OO_CaretEqual:
    Op = ReductionOp::BitXor;
    return AtomicEffect::Update;
  case OO_None:
    break;
  default:
    return AtomicEffect::None;
  }
  if (!Method.getIdentifier())
    return AtomicEffect::None;
  llvm::StringRef Name = Method.getName();
  if (Name == "load")
    return AtomicEffect::Read;
  if (Name == "store")
    return AtomicEffect::Write;
  if (Name == "fetch_add" || Name == "fetch_sub")
    Op = ReductionOp::Add;
  else if (Name == "fetch_and")
    Op = ReductionOp::BitAnd;
  else if (Name == "fetch_or")
    Op = ReductionOp::BitOr;
  else if (Name == "fetch_xor")
    Op = ReductionOp::BitXor;
  else if (Name != "exchange" && !Name.starts_with("compare_exchange"))
    return AtomicEffect::None;
  return AtomicEffect::Update;
}

/// What a container of the standard library is given beside its
/// elements, how to allocate, compare or hash them (`std::allocator<char>`,
/// `std::less<int>`): no data of the program.
inline bool isLibraryPolicy(QualType T) {
  static const llvm::StringSet<> Policies = {
      "allocator", "char_traits", "less", "greater", "hash", "equal_to"};
  const auto *Class = T.getNonReferenceType()->getAsCXXRecordDecl();
  return Class && Class->getIdentifier() && declaredInStd(Class) &&
         Policies.contains(Class->getName());
}

/// A tag of the standard library: an empty class whose objects only pick
/// an overload (`std::nullopt`, `std::in_place`, `std::piecewise_construct`,
/// `std::defer_lock`), no data of the program.
inline bool isLibraryTag(QualType T) {
  const auto *Class = T.getNonReferenceType()->getAsCXXRecordDecl();
  return Class && Class->hasDefinition() && declaredInStd(Class) &&
         Class->isEmpty() && Class->hasTrivialCopyConstructor() &&
         Class->hasTrivialDestructor();
}

inline bool isLibraryValue(QualType T, bool Nested = false);

/// Whether \p T holds a class of the program (`std::map<Key, int>`,
/// `std::vector<Event>`): the library compares or hashes it with the
/// program's operators (`operator<`, `operator==`, a `std::hash`
/// specialization), code it does not declare.
inline bool holdsProgramClass(QualType T) {
  T = T.getNonReferenceType();
  while (const ArrayType *Array = T->getAsArrayTypeUnsafe())
    T = Array->getElementType();
  const auto *Record = T->getAsCXXRecordDecl();
  if (!Record)
    return false;
  if (!declaredInStd(Record))
    return true;
  const auto *Spec = dyn_cast<ClassTemplateSpecializationDecl>(Record);
  if (!Spec)
    return false;
  for (const TemplateArgument &Arg : Spec->getTemplateArgs().asArray()) {
    if (Arg.getKind() == TemplateArgument::Type &&
        holdsProgramClass(Arg.getAsType()))
      return true;
    if (Arg.getKind() == TemplateArgument::Pack)
      for (const TemplateArgument &Part : Arg.pack_elements())
        if (Part.getKind() == TemplateArgument::Type &&
            holdsProgramClass(Part.getAsType()))
          return true;
  }
  return false;
}

/// Whether copying, moving, making or destroying a \p Record runs code the
/// program writes: a constructor, copy or move assignment or destructor
/// it provides, or a default member initializer that is no constant.
inline bool runsWrittenMembers(const CXXRecordDecl &Record) {
  auto Written = [](const FunctionDecl *F) { return F && F->isUserProvided(); };
  return llvm::any_of(Record.ctors(), Written) ||
         llvm::any_of(Record.methods(),
                      [&](const CXXMethodDecl *M) {
                        return (M->isCopyAssignmentOperator() ||
                                M->isMoveAssignmentOperator()) &&
                               Written(M);
                      }) ||
         Written(Record.getDestructor()) ||
         llvm::any_of(Record.fields(), [](const FieldDecl *Field) {
           const Expr *Init = Field->getInClassInitializer();
           return Init &&
                  !Init->isConstantInitializer(Field->getASTContext(), false);
         });
}

/// A struct of the program that holds what library values hold, and no
/// more: its fields numbers, arrays of numbers, library values or such
/// structs, a library value among them (a struct of numbers alone, the
/// model follows field by field; \p Nested, inside a library value,
/// counts as one), copied, moved and destroyed member by member as the
/// compiler makes it do (no base, no virtual member, no constructor,
/// assignment or destructor the program writes, no default member
/// initializer that is no constant: the library may run any of them).
///   struct Event { double start; std::string name; };
inline bool isValueStruct(QualType T, bool Nested) {
  const auto *Record = T->getAsCXXRecordDecl();
  if (!Record || !Record->hasDefinition() || declaredInStd(Record))
    return false;
  Record = Record->getDefinition();
  if (Record->isUnion() || Record->isLambda() || Record->getNumBases() > 0 ||
      Record->isPolymorphic() || Record->hasUserDeclaredCopyConstructor() ||
      Record->hasUserDeclaredMoveConstructor() ||
      Record->hasUserDeclaredCopyAssignment() ||
      Record->hasUserDeclaredMoveAssignment() ||
      Record->hasUserDeclaredDestructor() || runsWrittenMembers(*Record))
    return false;
  bool Holds = false;
  for (const FieldDecl *Field : Record->fields()) {
    QualType Type = Field->getType();
    while (const ArrayType *Array = Type->getAsArrayTypeUnsafe()) {
      if (!isa<ConstantArrayType>(Array))
        return false;
      Type = Array->getElementType();
    }
    if (Type->isArithmeticType() || Type->isEnumeralType())
      continue;
    if (Type->isReferenceType() || !isLibraryValue(Type, true))
      return false;
    // (Fields the model follows on their own, numbers and sequences of
    // them, make no value struct: FunctionFacts' field paths.)
    Holds |= isLibraryValue(Type);
  }
  return Nested || Holds;
}

/// A random number engine or distribution of `<random>`
/// (`std::mt19937`, `std::minstd_rand`, `std::uniform_int_distribution`,
/// `std::normal_distribution`, `std::bernoulli_distribution`): a state of
/// numbers that each draw reads and changes (a distribution the engine it
/// is given, and its own, which `normal_distribution` keeps a second value
/// in), and that nothing outside it reaches. A value of the library
/// (isLibraryValue): two threads drawing from one engine race on it, as
/// two calling `rand()` do. Not `std::random_device`, whose draws read
/// the system's state.
inline bool isRandomState(QualType T) {
  const auto *Class = T->getAsCXXRecordDecl();
  if (!Class || !Class->getIdentifier() || !declaredInStd(Class))
    return false;
  llvm::StringRef Name = Class->getName();
  static const llvm::StringSet<> Engines = {
      "linear_congruential_engine", "mersenne_twister_engine",
      "subtract_with_carry_engine", "discard_block_engine",
      "independent_bits_engine",    "shuffle_order_engine"};
  if (Engines.contains(Name))
    return true;
  return Name.ends_with("_distribution");
}

/// Whether \p Method is the draw (`operator()`) of a `<random>`
/// distribution that keeps no state between draws, so that it only reads
/// its parameters: `uniform_int_distribution`, `uniform_real_distribution`,
/// `bernoulli_distribution` and the others that transform the engine's
/// numbers directly. A non-const member all the same, but neither
/// libstdc++ nor libc++ writes it, and one shared distribution drawn with
/// each thread's engine is the common use. Not the distributions that
/// keep a value for the next draw (`normal_distribution`) or hold one
/// that does (`gamma_distribution`, `poisson_distribution`, ...).
inline bool isStatelessDraw(const CXXMethodDecl &Method) {
  const CXXRecordDecl *Class = Method.getParent();
  if (Method.getOverloadedOperator() != OO_Call || !Class->getIdentifier() ||
      !declaredInStd(Class))
    return false;
  static const llvm::StringSet<> Stateless = {
      "uniform_int_distribution",     "uniform_real_distribution",
      "bernoulli_distribution",       "geometric_distribution",
      "exponential_distribution",     "weibull_distribution",
      "extreme_value_distribution",   "cauchy_distribution",
      "discrete_distribution",        "piecewise_constant_distribution",
      "piecewise_linear_distribution"};
  return Stateless.contains(Class->getName());
}

/// A value of the C++ standard library that owns all it holds: a
/// `std::basic_string`, a `pair`, `tuple` or `optional`, or a container
/// (`vector`, `deque`, `list`, `array`, `map`, `set`, their `multi` and
/// `unordered` forms) whose elements are numbers or such values. A copy is
/// deep, and nothing outside the object is reached through it, so the
/// model follows one as a single cell read and written whole
/// (ExtractContainers.cpp). Not one that the model follows cell by cell,
/// a vector or array of numbers (stdNestedNumbers); not a view (`span`,
/// `string_view`), a smart pointer or an iterator, which reach memory
/// outside themselves. A value struct of the program (isValueStruct) is
/// one too.
///   std::string  std::pair<long, long>  std::vector<std::string>
///   std::map<int, std::vector<double>>  std::vector<Event>
inline bool isLibraryValue(QualType T, bool Nested) {
  T = T.getNonReferenceType();
  if (T->isArithmeticType() || T->isEnumeralType())
    return Nested;
  if (isValueStruct(T, Nested) || isRandomState(T))
    return true;
  const auto *Spec = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
      T->getAsCXXRecordDecl());
  if (!Spec || !Spec->getIdentifier() || !declaredInStd(Spec))
    return false;
  static const llvm::StringSet<> Values = {"basic_string",
                                           "pair",
                                           "tuple",
                                           "optional",
                                           "vector",
                                           "deque",
                                           "list",
                                           "array",
                                           "map",
                                           "multimap",
                                           "set",
                                           "multiset",
                                           "unordered_map",
                                           "unordered_set",
                                           "unordered_multimap",
                                           "unordered_multiset"};
  if (!Values.contains(Spec->getName()))
    return false;
  // (A key is compared or hashed: with the library's operators only.)
  llvm::StringRef Name = Spec->getName();
  bool Keyed = Name.ends_with("map") || Name.ends_with("set");
  if (Keyed && !Spec->getTemplateArgs().asArray().empty() &&
      Spec->getTemplateArgs()[0].getKind() == TemplateArgument::Type &&
      holdsProgramClass(Spec->getTemplateArgs()[0].getAsType()))
    return false;
  for (const TemplateArgument &Arg : Spec->getTemplateArgs().asArray()) {
    if (Arg.getKind() == TemplateArgument::Integral)
      continue; // std::array's size
    if (Arg.getKind() == TemplateArgument::Pack) {
      for (const TemplateArgument &Part : Arg.pack_elements())
        if (Part.getKind() != TemplateArgument::Type ||
            !isLibraryValue(Part.getAsType(), true))
          return false;
      continue;
    }
    if (Arg.getKind() != TemplateArgument::Type)
      return false;
    QualType Held = Arg.getAsType();
    if (isLibraryPolicy(Held))
      continue;
    if (Held->isReferenceType() || !isLibraryValue(Held, true))
      return false;
  }
  // (Not one the model follows cell by cell: a sequence of numbers, or of
  // structs of the program that hold no library value, each field an
  // array of its own.)
  QualType Element;
  std::vector<std::string> Extents;
  std::string Extent;
  if (Nested)
    return true;
  if (stdNestedNumbers(T, Element, Extents))
    return false;
  const auto *Held =
      stdSequence(T, Element, Extent) ? Element->getAsCXXRecordDecl() : nullptr;
  return !Held || declaredInStd(Held) || isValueStruct(Element, false);
}

/// What an operation of the standard library does to a library value it
/// is given (isLibraryValue): reads it, sets it whole whatever it held
/// (`s = t`, `s.clear()`), or reads and changes it (`s += t`,
/// `v.push_back(x)`, a move from it).
enum class ValueUse { Read, Set, Update };

/// Whether \p Method names an element or part of its object: `v[k]`,
/// `v.at(k)`, `v.front()`, `v.back()`, an optional's `*o` and `o.value()`.
inline bool isElementMember(const CXXMethodDecl &Method) {
  llvm::StringRef Name =
      Method.getIdentifier() ? Method.getName() : llvm::StringRef();
  OverloadedOperatorKind Op = Method.getOverloadedOperator();
  return Op == OO_Subscript || Name == "at" || Name == "front" ||
         Name == "back" || Name == "value" ||
         (Op == OO_Star && Method.getNumParams() == 0);
}

/// The use of its object by \p Method of a library value's class: a const
/// member reads it; `operator=`, `assign` and `clear` set it; the members
/// that name an element (isElementMember) only read it, the element's own
/// use being the caller's, but for a map's `operator[]`, which may insert;
/// any other member changes it.
inline ValueUse valueMemberUse(const CXXMethodDecl &Method) {
  if (Method.isConst() || isStatelessDraw(Method))
    return ValueUse::Read;
  OverloadedOperatorKind Op = Method.getOverloadedOperator();
  llvm::StringRef Name =
      Method.getIdentifier() ? Method.getName() : llvm::StringRef();
  bool Keyed = Method.getParent()->getName().ends_with("map");
  if (Op == OO_Equal || Name == "assign" || Name == "clear")
    return ValueUse::Set;
  if (isElementMember(Method) && !(Op == OO_Subscript && Keyed))
    return ValueUse::Read;
  return ValueUse::Update;
}

/// A member that names an element or part of its object by a reference
/// to it (isElementMember).
inline bool namesValuePart(const CXXMethodDecl &Method) {
  return Method.getReturnType()->isReferenceType() && isElementMember(Method);
}

/// `<chrono>`'s functions: a clock's `now()`, the arithmetic, comparisons
/// and conversions of durations and time points (`end - start`,
/// `duration_cast<milliseconds>(d)`, `d.count()`). They compute values
/// from their arguments and the clock, and touch no memory of the
/// program; assignments (`t = now()`, `d += e`) excepted, which write
/// their left side.
inline bool isChronoFunction(const FunctionDecl *Callee) {
  if (!declaredInStd(declaringScope(Callee), "chrono"))
    return false;
  const auto *Method = dyn_cast<CXXMethodDecl>(Callee);
  return !(Method &&
           (Method->isCopyAssignmentOperator() ||
            Method->isMoveAssignmentOperator() ||
            isCompoundAssignmentOperator(Method->getOverloadedOperator()) ||
            Method->getOverloadedOperator() == OO_PlusPlus ||
            Method->getOverloadedOperator() == OO_MinusMinus));
}

/// `t = clock::now()`, `d += e`: an assignment whose left side is a
/// `<chrono>` value (it writes that value and reads the right side).
inline bool isChronoAssignment(const CallExpr *C) {
  const auto *Op = dyn_cast<CXXOperatorCallExpr>(C);
  return Op && Op->isAssignmentOp() && Op->getNumArgs() == 2 &&
         isChronoValue(Op->getArg(0)->getType());
}

/// Waits: they let time pass and touch no memory of the program (POSIX's
/// `sleep`, `usleep`, `sched_yield`; C++'s `std::this_thread::sleep_for`
/// and `yield`, whose duration argument is a value).
inline bool isWait(const FunctionDecl *Callee) {
  if (!Callee->getIdentifier())
    return false;
  llvm::StringRef Name = Callee->getName();
  if (declaredInStd(Callee, "this_thread"))
    return Name == "sleep_for" || Name == "yield";
  return hasLibraryEffect(Name, LibraryEffect::Wait);
}

/// A standard container's size (`v.size()`, `empty`, `capacity`): a value
/// of the container, no element (of a std::vector the model follows, a
/// cell of its own: ExtractContainers.cpp).
inline bool isContainerQuery(const FunctionDecl *Callee) {
  const auto *Method = dyn_cast<CXXMethodDecl>(Callee);
  if (!Method || !Method->isConst() || !Method->getIdentifier() ||
      !declaredInStd(Method->getParent()))
    return false;
  llvm::StringRef Name = Method->getName();
  return Name == "size" || Name == "empty" || Name == "capacity" ||
         Name == "max_size" || Name == "length";
}

/// A standard class's member that gives a pointer (or an iterator) into
/// its object and does nothing else: `v.data()`, `s.c_str()`, `p.get()`,
/// `v.begin()`, `v.end()`. What the pointer reaches is the caller's to
/// follow (`v.data()` names v's elements).
inline bool isStdPointerQuery(const FunctionDecl *Callee) {
  const auto *Method = dyn_cast_or_null<CXXMethodDecl>(Callee);
  if (!Method || !Method->getIdentifier() || Method->getNumParams() != 0 ||
      !declaredInStd(Method->getParent()))
    return false;
  static const llvm::StringSet<> Queries = {"data",  "c_str",  "get",
                                            "begin", "end",    "cbegin",
                                            "cend",  "rbegin", "rend"};
  return Queries.contains(Method->getName());
}

/// `<iomanip>`'s manipulators with arguments (`std::setw(8)`): they return
/// a value that the stream applies, and touch nothing.
inline bool isStreamManipulator(const FunctionDecl *Callee) {
  static const llvm::StringSet<> Manipulators = {
      "setw",    "setprecision", "setfill",
      "setbase", "setiosflags",  "resetiosflags"};
  return Callee->getIdentifier() && declaredInStd(Callee) &&
         Manipulators.contains(Callee->getName());
}

/// Whether a call of \p Callee touches no memory, only the values of its
/// arguments: a row of the library table that touches none (math, the
/// OpenMP runtime's queries, `div`), `std::min` and `std::max`, a wait,
/// `<chrono>`, a container's size, a stream manipulator, a function
/// declared `const`, or a pure definition of the file.
inline bool touchesNoMemory(const FunctionDecl *Callee) {
  if (!Callee)
    return false;
  llvm::StringRef Name = Callee->getIdentifier() ? Callee->getName() : "";
  const LibraryFunction *Row = libraryFunction(Name);
  return (Row && (Row->Effect == LibraryEffect::Value ||
                  Row->Effect == LibraryEffect::VaryingValue)) ||
         isStandardMinMax(Callee) || isWait(Callee) ||
         isChronoFunction(Callee) || isContainerQuery(Callee) ||
         isStreamManipulator(Callee) || Callee->hasAttr<ConstAttr>() ||
         isPureDefinition(Callee);
}

/// The runtime queries whose value differs from thread to thread (or from
/// call to call): what they give is no parameter of the model.
inline bool isThreadVaryingQuery(llvm::StringRef Name) {
  return hasLibraryEffect(Name, LibraryEffect::VaryingValue);
}

inline bool isOutputFunction(llvm::StringRef Name) {
  return hasLibraryEffect(Name, LibraryEffect::Output);
}

/// Whether \p E names a standard stream, `std::cout`, `std::cerr`,
/// `std::clog` or a wide one, or is output to one (`std::cout << a`, whose
/// value is the stream).
inline bool isStandardStream(const Expr *E);

/// Output to a standard stream: `S << x` where S is a standard stream
/// (isStandardStream), by a free `operator<<` of namespace std or a
/// member of `std::basic_ostream`. The C++ standard makes concurrent
/// output to a synchronized standard stream free of data races
/// ([iostream.objects.overview]): like `printf`, it reads what it prints.
/// (A user's `operator<<` may do anything; a stream the program owns,
/// `std::ostringstream`, is not synchronized.)
inline bool isStandardStreamOutput(const CallExpr *C) {
  const FunctionDecl *Callee = C->getDirectCallee();
  if (!Callee || Callee->getOverloadedOperator() != OO_LessLess)
    return false;
  // `std::cout << 1` calls a member, `std::cout << "a"` a free function;
  // both are operator calls whose first argument is the stream.
  if (!declaredInStd(declaringScope(Callee)))
    return false;
  if (const auto *Member = dyn_cast<CXXMemberCallExpr>(C))
    return isStandardStream(Member->getImplicitObjectArgument());
  return C->getNumArgs() == 2 && isStandardStream(C->getArg(0));
}

inline bool isStandardStream(const Expr *E) {
  E = E->IgnoreParenImpCasts();
  if (const auto *C = dyn_cast<CallExpr>(E))
    return isStandardStreamOutput(C);
  const auto *Ref = dyn_cast<DeclRefExpr>(E);
  const auto *V = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
  static const llvm::StringSet<> Streams = {"cout",  "cerr",  "clog",
                                            "wcout", "wcerr", "wclog"};
  return V && V->getIdentifier() && declaredInStd(V) &&
         Streams.contains(V->getName());
}

/// Output the front end reads as `printf`: what it prints is read, and
/// nothing else is touched.
inline bool isOutputCall(const CallExpr *C) {
  const FunctionDecl *Callee = C->getDirectCallee();
  return (Callee && Callee->getIdentifier() &&
          isOutputFunction(Callee->getName())) ||
         isStandardStreamOutput(C);
}

/// `FILE *`: a stream of the C library, its own object (which it locks
/// for each call), never the program's data.
inline bool isStdioStream(QualType T) {
  if (!T->isPointerType())
    return false;
  const auto *Typedef = T->getPointeeType()->getAs<TypedefType>();
  return Typedef && Typedef->getDecl()->getName() == "FILE" &&
         Typedef->getDecl()
             ->getDeclContext()
             ->getRedeclContext()
             ->isTranslationUnit();
}

/// Library functions that only read what their pointer arguments reach.
inline bool readsArgumentsOnly(llvm::StringRef Name) {
  return hasLibraryEffect(Name, LibraryEffect::ReadsPointees) ||
         hasLibraryEffect(Name, LibraryEffect::OpensStream);
}

/// Library functions that give a value read from the program's input (its
/// arguments, a file, the terminal): `atoi` and `strtol` return it,
/// `scanf` stores it through its pointer arguments. Any value of its type
/// may come, so a value they give is an input of the program, not one the
/// model fails to follow (FunctionModel::UnfollowedParameters).
inline bool readsInput(llvm::StringRef Name) {
  const LibraryFunction *Row = libraryFunction(Name);
  return Row && Row->Input;
}

/// Whether \p E is what a function that reads the program's input returns
/// (`atoi(argv[1])`, `(int)strtol(s, 0, 10)`).
inline bool isInputValue(const Expr *E) {
  const auto *Call = dyn_cast<CallExpr>(E->IgnoreParenCasts());
  const FunctionDecl *Callee = Call ? Call->getDirectCallee() : nullptr;
  return Callee && Callee->getIdentifier() && readsInput(Callee->getName());
}

/// Whether library function \p Name may write through its argument at
/// \p Position: every pointer argument of a row that may write, only
/// those a row lists where it lists them (`MPI_Recv`'s buffer and
/// status, not its communicator).
inline bool writesArgument(llvm::StringRef Name, unsigned Position) {
  const LibraryFunction *Row = libraryFunction(Name);
  if (Row && Row->WrittenArguments)
    return Position < 32 && (Row->WrittenArguments >> Position & 1);
  return !readsArgumentsOnly(Name);
}

/// Library functions whose hidden state makes concurrent calls race.
inline bool isThreadUnsafe(llvm::StringRef Name) {
  return hasLibraryEffect(Name, LibraryEffect::HiddenState);
}

/// Library functions that read from a stream or move its position
/// (Extractor::streamState).
inline bool isStreamInput(llvm::StringRef Name) {
  return hasLibraryEffect(Name, LibraryEffect::StreamInput);
}

/// Library functions that touch no memory but what they are passed (and
/// their own state): they never change the program's variables by name.
/// The whole OpenMP API (setters, locks through the lock passed, timers).
inline bool isLibraryFunction(llvm::StringRef Name) {
  if (Name.starts_with("omp_"))
    return true;
  const LibraryFunction *Row = libraryFunction(Name);
  return Row && Row->Effect != LibraryEffect::Value &&
         Row->Effect != LibraryEffect::VaryingValue &&
         Row->Effect != LibraryEffect::Wait;
}

/// `memset`, `memcpy`, `memmove`: they touch ranges of what they are
/// passed (Extractor::copiedRange).
inline bool isRangeFunction(llvm::StringRef Name) {
  return hasLibraryEffect(Name, LibraryEffect::CopiesRanges);
}

/// Those and the functions that read elements into a range of what they
/// are passed (`fread`, Extractor::readElements): their pointer
/// arguments name ranges from where they point.
inline bool touchesRanges(llvm::StringRef Name) {
  const LibraryFunction *Row = libraryFunction(Name);
  return isRangeFunction(Name) || (Row && Row->ElementCount);
}

} // namespace extract
} // namespace ompfix

#endif // OMPFIX_REWRITER_LIBRARYFUNCTIONS_H
