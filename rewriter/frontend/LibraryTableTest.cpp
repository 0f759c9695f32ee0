//===- LibraryTableTest.cpp - The library table's lookups -----------------===//

#include "frontend/LibraryTable.h"

#include <gtest/gtest.h>

using namespace ompfix::extract;

namespace {

TEST(LibraryTable, RowsAreSortedAndUnique) {
  for (size_t K = 1; K < std::size(LibraryFunctions); ++K)
    EXPECT_LT(llvm::StringRef(LibraryFunctions[K - 1].Name),
              llvm::StringRef(LibraryFunctions[K].Name))
        << "row " << K;
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
  // `strtol` none of `strto`, and a builtin of another is not its row.
  EXPECT_EQ(libraryFunction("fputs")->Effect, LibraryEffect::Output);
  EXPECT_EQ(libraryFunction("printfl"), nullptr);
  EXPECT_EQ(libraryFunction("__builtin_printf"), nullptr);
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

} // namespace
