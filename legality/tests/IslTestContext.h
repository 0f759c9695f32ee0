//===- IslTestContext.h - One isl context per test ---------------*- C++ -*-===//
//
// The base of the legality tests' fixtures: an isl context that reports
// errors as null objects (the library's own setting) and is freed after
// every isl object of the test, the fixture's members included.
//
//===----------------------------------------------------------------------===//

#ifndef OMPFIX_LEGALITY_TESTS_ISLTESTCONTEXT_H
#define OMPFIX_LEGALITY_TESTS_ISLTESTCONTEXT_H

#include <gtest/gtest.h>

#include <isl/cpp.h>
#include <isl/ctx.h>
#include <isl/options.h>

namespace ompfix {
namespace testing {

class IslTestContext : public ::testing::Test {
protected:
  IslTestContext() : Raw(isl_ctx_alloc()) {
    isl_options_set_on_error(Raw, ISL_ON_ERROR_CONTINUE);
  }
  // (A derived fixture's members are destroyed before this runs.)
  ~IslTestContext() override { isl_ctx_free(Raw); }
  isl::ctx ctx() const { return isl::ctx(Raw); }
  isl_ctx *Raw;
};

} // namespace testing
} // namespace ompfix

#endif // OMPFIX_LEGALITY_TESTS_ISLTESTCONTEXT_H
