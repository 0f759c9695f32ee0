//===- LibraryTableTest.cpp - The library table's lookups -----------------===//

#include "frontend/LibraryFunctions.h"
#include "frontend/LibraryTable.h"

#include <gtest/gtest.h>

using namespace ompfix;
using namespace ompfix::extract;

namespace {

TEST(LibraryTable, RowsAreSortedAndUnique) {
  for (size_t K = 1; K < std::size(LibraryFunctions); ++K)
    EXPECT_LT(llvm::StringRef(LibraryFunctions[K - 1].Name),
              llvm::StringRef(LibraryFunctions[K].Name))
        << "row " << K;
}

TEST(LibraryTable, LockRowsAreSortedAndFound) {
  for (size_t K = 1; K < std::size(LockFunctions); ++K)
    EXPECT_LT(llvm::StringRef(LockFunctions[K - 1].Name),
              llvm::StringRef(LockFunctions[K].Name))
        << "row " << K;
  for (const LockFunction &Row : LockFunctions)
    EXPECT_EQ(lockFunction(Row.Name), &Row) << Row.Name;
  EXPECT_TRUE(lockFunction("pthread_mutex_lock")->Sets);
  EXPECT_FALSE(lockFunction("omp_unset_lock")->Sets);
  EXPECT_EQ(lockFunction("pthread_mutex_trylock"), nullptr);
}

TEST(LibraryTable, EveryRowIsFound) {
  for (const LibraryFunction &Row : LibraryFunctions)
    EXPECT_EQ(libraryFunction(Row.Name), &Row) << Row.Name;
}

TEST(LibraryTable, MathFormsAndBuiltins) {
  const LibraryFunction *Sqrt = libraryFunction("sqrt");
  ASSERT_NE(Sqrt, nullptr);
  EXPECT_EQ(libraryFunction("sqrtf"), Sqrt);
  EXPECT_EQ(libraryFunction("sqrtl"), Sqrt);
  EXPECT_EQ(libraryFunction("__builtin_sqrtf"), Sqrt);
  EXPECT_EQ(libraryFunction("__builtin_sqrt"), Sqrt);
  // Only a math function has such forms: `fputs` is no form of `fput`,
  // `strtol` none of `strto`; every function has its builtin.
  EXPECT_EQ(libraryFunction("fputs")->Effect, LibraryEffect::Output);
  EXPECT_EQ(libraryFunction("printfl"), nullptr);
  EXPECT_EQ(libraryFunction("__builtin_printfl"), nullptr);
  EXPECT_EQ(libraryFunction("__builtin_printf"), libraryFunction("printf"));
  EXPECT_EQ(libraryFunction("__builtin_memcpy")->Effect,
            LibraryEffect::CopiesRanges);
  EXPECT_EQ(libraryFunction("sqrtx"), nullptr);
  // The complex functions have their forms too.
  ASSERT_NE(libraryFunction("creal"), nullptr);
  EXPECT_EQ(libraryFunction("crealf"), libraryFunction("creal"));
  EXPECT_EQ(libraryFunction("cabsl"), libraryFunction("cabs"));
}

TEST(LibraryTable, Effects) {
  EXPECT_EQ(libraryFunction("rand")->Effect, LibraryEffect::HiddenState);
  EXPECT_EQ(libraryFunction("rand_r")->Effect, LibraryEffect::WritesPointees);
  EXPECT_EQ(libraryFunction("memcpy")->Effect, LibraryEffect::CopiesRanges);
  EXPECT_EQ(libraryFunction("omp_get_thread_num")->Effect,
            LibraryEffect::VaryingValue);
  EXPECT_TRUE(libraryFunction("atoi")->Input);
  EXPECT_FALSE(libraryFunction("strlen")->Input);
  EXPECT_TRUE(hasLibraryEffect("usleep", LibraryEffect::Wait));
  EXPECT_FALSE(hasLibraryEffect("usleep", LibraryEffect::Value));
  EXPECT_EQ(libraryFunction("fwrite")->Effect, LibraryEffect::Output);
  EXPECT_EQ(libraryFunction("_mm_malloc")->Effect, LibraryEffect::Allocates);
  EXPECT_EQ(libraryFunction("my_helper"), nullptr);
  EXPECT_EQ(libraryFunction(""), nullptr);
}

// A stream's readers name the stream and what they write through; the
// functions of one hidden state name one family.
TEST(LibraryTable, Streams) {
  const LibraryFunction *Fgets = libraryFunction("fgets");
  ASSERT_NE(Fgets, nullptr);
  EXPECT_EQ(Fgets->Effect, LibraryEffect::StreamInput);
  EXPECT_EQ(Fgets->Stream, 2u);
  EXPECT_TRUE(Fgets->Input);
  EXPECT_TRUE(writesArgument("fgets", 0));
  EXPECT_FALSE(writesArgument("fgets", 1));
  EXPECT_EQ(libraryFunction("fread")->Stream, 3u);
  EXPECT_EQ(libraryFunction("fread")->ElementSize, 1u);
  EXPECT_EQ(libraryFunction("fread")->ElementCount, 2u);
  EXPECT_TRUE(touchesRanges("fread"));
  EXPECT_TRUE(touchesRanges("memcpy"));
  EXPECT_FALSE(touchesRanges("fgets"));
  EXPECT_FALSE(isRangeFunction("fread"));
  EXPECT_EQ(libraryFunction("ungetc")->Stream, 1u);
  EXPECT_FALSE(libraryFunction("feof")->Input);
  EXPECT_TRUE(isStreamInput("fscanf"));
  EXPECT_FALSE(isThreadUnsafe("fscanf"));
  EXPECT_EQ(libraryFunction("fopen")->Effect, LibraryEffect::OpensStream);
  EXPECT_TRUE(readsArgumentsOnly("fopen"));
  EXPECT_EQ(hiddenStateOf("getchar"), hiddenStateOf("scanf"));
  EXPECT_EQ(hiddenStateOf("gmtime"), "localtime");
  EXPECT_EQ(hiddenStateOf("ctime"), hiddenStateOf("asctime"));
}

TEST(LibraryTable, AtomicBuiltins) {
  for (size_t K = 1; K < std::size(AtomicBuiltins); ++K)
    EXPECT_LT(llvm::StringRef(AtomicBuiltins[K - 1].Name),
              llvm::StringRef(AtomicBuiltins[K].Name))
        << "row " << K;
  // Each family's spelling, and the size Clang gives `__sync_` builtins.
  const AtomicBuiltin *FetchAdd = atomicBuiltin("__atomic_fetch_add");
  ASSERT_NE(FetchAdd, nullptr);
  EXPECT_EQ(FetchAdd->Effect, AtomicEffect::Update);
  EXPECT_EQ(FetchAdd->Operator, ReductionOp::Add);
  EXPECT_EQ(atomicBuiltin("__c11_atomic_fetch_add"), FetchAdd);
  EXPECT_EQ(atomicBuiltin("__sync_fetch_and_add_4")->Operator,
            ReductionOp::Add);
  EXPECT_EQ(atomicBuiltin("__sync_fetch_and_add_16"),
            atomicBuiltin("__sync_fetch_and_add"));
  EXPECT_EQ(atomicBuiltin("__sync_fetch_and_sub_8")->Operator,
            ReductionOp::Add);
  EXPECT_EQ(atomicBuiltin("__atomic_load_n")->Effect, AtomicEffect::Read);
  EXPECT_EQ(atomicBuiltin("__c11_atomic_store")->Effect, AtomicEffect::Write);
  EXPECT_EQ(atomicBuiltin("__atomic_exchange_n")->Operator, std::nullopt);
  // What orders other threads' accesses.
  for (const char *Name :
       {"__sync_synchronize", "__sync_lock_test_and_set_4",
        "__sync_lock_release_4", "__atomic_thread_fence", "__atomic_clear",
        "__atomic_compare_exchange_n", "__sync_val_compare_and_swap_8",
        "__c11_atomic_compare_exchange_weak"})
    EXPECT_EQ(atomicBuiltin(Name)->Effect, AtomicEffect::Synchronize) << Name;
  // No atomic builtin.
  EXPECT_EQ(atomicBuiltin("fetch_add"), nullptr);
  EXPECT_EQ(atomicBuiltin("__atomic_is_lock_free"), nullptr);
  EXPECT_EQ(atomicBuiltin("__sync_fetch_and_add_3"), nullptr);
  EXPECT_EQ(atomicBuiltin("__builtin_memcpy"), nullptr);
}

TEST(LibraryTable, RangeAlgorithmsAreSortedAndWellFormed) {
  for (size_t K = 1; K < std::size(RangeAlgorithms); ++K) {
    llvm::StringRef Before = RangeAlgorithms[K - 1].Name;
    llvm::StringRef Name = RangeAlgorithms[K].Name;
    EXPECT_TRUE(Before < Name ||
                (Before == Name &&
                 RangeAlgorithms[K - 1].Arity < RangeAlgorithms[K].Arity))
        << "row " << K;
  }
  // Every form starts with its range: First, then Last or Count (after a
  // Middle, Last); a function object comes last, one at most; positions
  // are returned from First..Last.
  for (const RangeAlgorithm &Row : RangeAlgorithms) {
    ASSERT_GE(Row.Arity, 2u) << Row.Name;
    ASSERT_LE(Row.Arity, 4u) << Row.Name;
    EXPECT_EQ(Row.Arguments[0], RangeArgument::First) << Row.Name;
    bool Middle = Row.Arguments[1] == RangeArgument::Middle;
    EXPECT_TRUE(
        Row.Arguments[1] == RangeArgument::Last ||
        Row.Arguments[1] == RangeArgument::Count ||
        (Middle && Row.Arity >= 3 && Row.Arguments[2] == RangeArgument::Last))
        << Row.Name;
    for (unsigned K = 0; K + 1 < Row.Arity; ++K)
      EXPECT_NE(Row.Arguments[K], RangeArgument::Function) << Row.Name;
    if (Row.ReturnsPosition)
      EXPECT_EQ(Row.Arguments[1], RangeArgument::Last) << Row.Name;
  }
}

TEST(LibraryTable, RangeAlgorithmForms) {
  ASSERT_NE(rangeAlgorithm("fill", 3), nullptr);
  EXPECT_EQ(rangeAlgorithm("fill", 3)->Use, RangeUse::Writes);
  EXPECT_EQ(rangeAlgorithm("sort", 2)->Use, RangeUse::Updates);
  // sort with a comparison: the comparison is the program's, followed
  // where it touches no memory.
  ASSERT_NE(rangeAlgorithm("sort", 3), nullptr);
  EXPECT_EQ(rangeAlgorithm("sort", 3)->Arguments[2], RangeArgument::Function);
  EXPECT_TRUE(rangeAlgorithm("max_element", 2)->ReturnsPosition);
  EXPECT_TRUE(rangeAlgorithm("max_element", 3)->ReturnsPosition);
  EXPECT_FALSE(rangeAlgorithm("accumulate", 3)->ReturnsPosition);
  EXPECT_NE(rangeAlgorithm("reduce", 2), rangeAlgorithm("reduce", 3));
  ASSERT_NE(rangeAlgorithm("nth_element", 3), nullptr);
  EXPECT_EQ(rangeAlgorithm("nth_element", 3)->Arguments[1],
            RangeArgument::Middle);
  ASSERT_NE(rangeAlgorithm("transform", 4), nullptr);
  EXPECT_EQ(rangeAlgorithm("transform", 4)->Arguments[2], RangeArgument::Dest);
  // The binary transform (two ranges and an operation) has no row.
  EXPECT_EQ(rangeAlgorithm("transform", 5), nullptr);
}

TEST(LibraryTable, WrittenArguments) {
  // A row that names its written arguments writes through those alone.
  EXPECT_TRUE(writesArgument("MPI_Recv", 0));
  EXPECT_FALSE(writesArgument("MPI_Recv", 2));
  EXPECT_TRUE(writesArgument("MPI_Recv", 6));
  EXPECT_FALSE(writesArgument("MPI_Recv", 31));
  EXPECT_FALSE(writesArgument("MPI_Recv", 40));
  EXPECT_FALSE(writesArgument("MPI_Allreduce", 0));
  EXPECT_TRUE(writesArgument("MPI_Allreduce", 1));
  EXPECT_TRUE(writesArgument("MPI_Sendrecv", 5));
  EXPECT_TRUE(writesArgument("MPI_Sendrecv", 11));
  EXPECT_FALSE(writesArgument("MPI_Sendrecv", 0));
  // One that names none writes through every pointer; one that reads
  // writes through none.
  EXPECT_TRUE(writesArgument("sscanf", 2));
  EXPECT_TRUE(writesArgument("sscanf", 5));
  EXPECT_FALSE(writesArgument("strlen", 0));
  // `strcpy` writes its destination only, `strtol` its end pointer.
  EXPECT_TRUE(writesArgument("strcpy", 0));
  EXPECT_FALSE(writesArgument("strcpy", 1));
  EXPECT_FALSE(writesArgument("strtol", 0));
  EXPECT_TRUE(writesArgument("strtol", 1));
  EXPECT_TRUE(libraryFunction("strtol")->Input);
  EXPECT_FALSE(writesArgument("MPI_Send", 0));
  EXPECT_EQ(libraryFunction("MPI_Wtime")->Effect, LibraryEffect::VaryingValue);
  EXPECT_EQ(libraryFunction("MPI_Isend"), nullptr);
}

} // namespace
