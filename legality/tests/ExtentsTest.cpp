//===- ExtentsTest.cpp - Accesses outside an array's declared extent ------===//
//
// outsideExtent against brute force: at every point of a box of parameter
// values and instances, whether the access runs there and touches a cell
// outside the declared ones (enumerated in C++), and whether the reference
// leaves the extent at every parameter value where it runs; the instances
// isl keeps must be exactly those.

#include "check/Extents.h"

#include <gtest/gtest.h>

#include <isl/ctx.h>
#include <isl/options.h>

#include <array>
#include <functional>
#include <string>

using namespace ompfix;

namespace {

/// An access of S[i, j] to b[c0, c1], over parameters n and m.
struct Case {
  const char *Access;   // "[n, m] -> { S[i, j] -> b[i, j - 1] : ... }"
  const char *Declared; // "[n, m] -> { b[c0, c1] : ... }"
  std::function<bool(long n, long m, long i, long j)> Runs;
  std::function<std::array<long, 2>(long n, long m, long i, long j)> Cell;
  std::function<bool(long n, long m, long c0, long c1)> Inside;
  bool Expected; // whether some instance is kept (a check of the case)
};

constexpr long Low = -1, High = 5;

/// Whether b has a cell at all at n, m (brute force over a box of cells).
bool hasCells(const Case &C, long N, long M) {
  for (long C0 = -2; C0 <= 8; ++C0)
    for (long C1 = -2; C1 <= 8; ++C1)
      if (C.Inside(N, M, C0, C1))
        return true;
  return false;
}

/// Whether instance (i, j) at n, m touches a cell outside b's.
bool leaves(const Case &C, long N, long M, long I, long J) {
  if (!C.Runs(N, M, I, J) || !hasCells(C, N, M))
    return false;
  std::array<long, 2> Cell = C.Cell(N, M, I, J);
  return !C.Inside(N, M, Cell[0], Cell[1]);
}

/// Whether at every n, m of the box where the access runs (and b has
/// cells) some instance leaves.
bool leavesWheneverItRuns(const Case &C) {
  for (long N = Low; N <= High; ++N)
    for (long M = Low; M <= High; ++M) {
      bool Runs = false, Leaves = false;
      for (long I = Low - 1; I <= High; ++I)
        for (long J = Low - 1; J <= High; ++J) {
          Runs = Runs || (C.Runs(N, M, I, J) && hasCells(C, N, M));
          Leaves = Leaves || leaves(C, N, M, I, J);
        }
      if (Runs && !Leaves)
        return false;
    }
  return true;
}

TEST(Extents, OutsideExtentAgreesWithBruteForce) {
  auto InBox = [](long n, long m, long i, long j) {
    return 0 <= i && i < n && 0 <= j && j < m;
  };
  auto Vla = [](long n, long m, long c0, long c1) {
    return 0 <= c0 && c0 < n && 0 <= c1 && c1 < m;
  };
  const char *Box = "0 <= i < n and 0 <= j < m";
  std::string VlaText = "[n, m] -> { b[c0, c1] : 0 <= c0 < n and 0 <= c1 < m }";
  auto Text = [&](const std::string &Cell, const std::string &Extra = "") {
    return "[n, m] -> { S[i, j] -> b[" + Cell + "] : " + Box + Extra + " }";
  };
  std::string RowBefore = Text("i, j - 1"),
              Guarded = Text("i, j - 1", " and j > 0"),
              NextRow = Text("i + 1, j + 1"), Same = Text("i, j"),
              Transposed = Text("j, i");
  const Case Cases[] = {
      // b[i][j - 1] of double b[n][m]: the row before at j = 0.
      {RowBefore.c_str(), VlaText.c_str(), InBox,
       [](long, long, long i, long j) { return std::array<long, 2>{i, j - 1}; },
       Vla, true},
      // The same under `if (j > 0)`: inside.
      {Guarded.c_str(), VlaText.c_str(),
       [&](long n, long m, long i, long j) {
         return InBox(n, m, i, j) && j > 0;
       },
       [](long, long, long i, long j) { return std::array<long, 2>{i, j - 1}; },
       Vla, false},
      // b[i + 1][j + 1] of a parameter double b[][m]: past the row's end at
      // j = m - 1 (the first dimension is the caller's).
      {NextRow.c_str(), "[n, m] -> { b[c0, c1] : 0 <= c1 < m }", InBox,
       [](long, long, long i, long j) {
         return std::array<long, 2>{i + 1, j + 1};
       },
       [](long, long m, long, long c1) { return 0 <= c1 && c1 < m; }, true},
      // b[i][j] of double b[n][m]: inside.
      {Same.c_str(), VlaText.c_str(), InBox,
       [](long, long, long i, long j) { return std::array<long, 2>{i, j}; },
       Vla, false},
      // b[i][j] of int b[4][4]: outside only when n > 4 or m > 4, sizes the
      // program may never take: nothing.
      {Same.c_str(), "{ b[c0, c1] : 0 <= c0 < 4 and 0 <= c1 < 4 }", InBox,
       [](long, long, long i, long j) { return std::array<long, 2>{i, j}; },
       [](long, long, long c0, long c1) {
         return 0 <= c0 && c0 < 4 && 0 <= c1 && c1 < 4;
       },
       false},
      // b[j][i] of double b[n][m]: outside only where n != m: nothing.
      {Transposed.c_str(), VlaText.c_str(), InBox,
       [](long, long, long i, long j) { return std::array<long, 2>{j, i}; },
       Vla, false},
      // b[i][j] over i <= n of double b[n][m]: the row past the end.
      {"[n, m] -> { S[i, j] -> b[i, j] : 0 <= i <= n and 0 <= j < m }",
       VlaText.c_str(),
       [](long n, long m, long i, long j) {
         return 0 <= i && i <= n && 0 <= j && j < m;
       },
       [](long, long, long i, long j) { return std::array<long, 2>{i, j}; },
       Vla, true},
  };
  isl_ctx *Raw = isl_ctx_alloc();
  isl_options_set_on_error(Raw, ISL_ON_ERROR_CONTINUE);
  {
    isl::ctx Ctx(Raw);
    for (const Case &C : Cases) {
      SCOPED_TRACE(C.Access);
      isl::union_map Outside = outsideExtent(isl::union_map(Ctx, C.Access),
                                             isl::set(Ctx, C.Declared));
      bool Whenever = leavesWheneverItRuns(C);
      bool Kept = false;
      for (long N = Low; N <= High; ++N)
        for (long M = Low; M <= High; ++M)
          for (long I = Low - 1; I <= High; ++I)
            for (long J = Low - 1; J <= High; ++J) {
              std::string Point =
                  "[n, m] -> { S[i, j] : n = " + std::to_string(N) +
                  " and m = " + std::to_string(M) +
                  " and i = " + std::to_string(I) +
                  " and j = " + std::to_string(J) + " }";
              bool InIsl = !Outside.intersect_domain(isl::union_set(Ctx, Point))
                                .is_empty();
              bool Brute = Whenever && leaves(C, N, M, I, J);
              ASSERT_EQ(InIsl, Brute) << "n = " << N << ", m = " << M
                                      << ", i = " << I << ", j = " << J;
              Kept = Kept || Brute;
            }
      EXPECT_EQ(Kept, C.Expected);
    }
  }
  isl_ctx_free(Raw);
}

/// Accesses of another array are no concern of b's extent, nor accesses
/// of the whole of b.
TEST(Extents, OtherArraysAndWholeArrayLeftOut) {
  isl_ctx *Raw = isl_ctx_alloc();
  {
    isl::ctx Ctx(Raw);
    isl::union_map Outside = outsideExtent(
        isl::union_map(Ctx, "[n] -> { S[i] -> a[i + 5] : 0 <= i < n }"),
        isl::set(Ctx, "[n] -> { b[c0] : 0 <= c0 < n }"));
    EXPECT_TRUE(Outside.is_empty());
    // The whole of b (an initialiser): every cell of its space, which
    // stands for those of its extent.
    Outside = outsideExtent(isl::union_map(Ctx, "{ S[] -> b[o0] }"),
                            isl::set(Ctx, "{ b[c0] : 0 <= c0 < 2 }"));
    EXPECT_TRUE(Outside.is_empty());
  }
  isl_ctx_free(Raw);
}

} // namespace
