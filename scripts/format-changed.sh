#!/usr/bin/env bash
# Formats the lines of C and C++ files that differ from a revision (HEAD by
# default) with clang-format-19 and the repository's .clang-format; the
# rest of each file is left as it is.
#
#   scripts/format-changed.sh            what is not yet committed
#   scripts/format-changed.sh main~3     everything since main~3
set -euo pipefail
cd "$(dirname "$0")/.."
exec git clang-format-19 --binary clang-format-19 --extensions c,h,cpp "${1:-HEAD}"
