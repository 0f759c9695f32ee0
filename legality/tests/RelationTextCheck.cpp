//===- RelationTextCheck.cpp - RelationText against isl, text by text -----===//
//
// Reads relation texts, one per line, reads each directly where
// RelationText can and by isl's reader, and reports any that differ:
//
//   relation_text_check < texts
//
// Exit status 1 when two values differ or no text was read directly. The
// test relation-text-corpus feeds it every text of the corpus's models.
//
//===----------------------------------------------------------------------===//

#include "maps/RelationText.h"

#include <iostream>
#include <string>

int main() {
  isl_ctx *Raw = isl_ctx_alloc();
  isl_options_set_on_error(Raw, ISL_ON_ERROR_CONTINUE);
  isl::ctx Ctx(Raw);
  unsigned Direct = 0, ByIsl = 0, Differ = 0;
  std::string Text;
  while (std::getline(std::cin, Text)) {
    if (Text.empty())
      continue;
    try {
      bool Same;
      if (std::optional<isl::set> Set = ompfix::readSetDirectly(Ctx, Text)) {
        isl::set Isl(Ctx, Text);
        Same = Set->get_space().is_equal(Isl.get_space()) && Set->is_equal(Isl);
      } else if (std::optional<isl::map> Map =
                     ompfix::readMapDirectly(Ctx, Text)) {
        isl::map Isl(Ctx, Text);
        Same = Map->get_space().is_equal(Isl.get_space()) && Map->is_equal(Isl);
      } else {
        ++ByIsl;
        continue;
      }
      ++Direct;
      if (!Same) {
        ++Differ;
        std::cout << "differs: " << Text << "\n";
      }
    } catch (const isl::exception &E) {
      ++Differ;
      std::cout << "error (" << E.what() << "): " << Text << "\n";
    }
  }
  std::cout << Direct << " texts read directly, " << ByIsl
            << " by isl's reader, " << Differ << " differ\n";
  isl_ctx_free(Raw);
  return Differ > 0 || Direct == 0 ? 1 : 0;
}
