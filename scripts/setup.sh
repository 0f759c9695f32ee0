#!/usr/bin/env bash
# Installs what ompfix needs from Debian's packages (only what is missing),
# then configures and builds into build/ with CMake and Ninja.
#
#   scripts/setup.sh            install, configure, build
#   OMPFIX_BUILD_TYPE=Debug scripts/setup.sh
set -euo pipefail

cd "$(dirname "$0")/.."

# libzstd-dev and zlib1g-dev: LLVM's static libraries, which the tool links,
# name them (LLVM's CMake package wants their development files).
# libmimalloc-dev: the tool's allocator (glibc's malloc was a third of the
# time of a large function's check, and grew with it).
PACKAGES=(
  clang-19 libclang-19-dev llvm-19-dev llvm-19-tools clang-tools-19 clang-tidy-19
  libomp-19-dev libclang-rt-19-dev libisl-dev libgtest-dev
  libzstd-dev zlib1g-dev libmimalloc-dev
  clang-format-19 cmake ninja-build python3 git pre-commit
)

missing=()
for pkg in "${PACKAGES[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$pkg")
  fi
done

if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing ${missing[*]}"
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

# Microsoft's SARIF Multitool validates --format=sarif in the tests (npm's
# package, pinned; its postinstall step, which npm may skip, only marks the
# program executable). The Linux program is named as well as the wrapper:
# npm 11 may leave out the wrapper's optional per-platform dependency.
SARIF_TOOL=build/tools/sarif-multitool
SARIF_PROGRAM="$SARIF_TOOL"/node_modules/@microsoft/sarif-multitool-linux/Sarif.Multitool
if [ ! -x "$SARIF_TOOL/node_modules/.bin/sarif-multitool" ] || [ ! -f "$SARIF_PROGRAM" ]; then
  if ! command -v npm >/dev/null; then
    echo "setup: installing nodejs npm"
    SUDO=""
    if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends nodejs npm
  fi
  mkdir -p "$SARIF_TOOL"
  npm install --no-audit --no-fund --loglevel=error --prefix "$SARIF_TOOL" \
    @microsoft/sarif-multitool@5.7.0 @microsoft/sarif-multitool-linux@5.7.0 >/dev/null
fi
chmod u+x "$SARIF_PROGRAM"

cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE="${OMPFIX_BUILD_TYPE:-Release}" \
  -DOMPFIX_SARIF_MULTITOOL="$PWD/$SARIF_TOOL/node_modules/.bin/sarif-multitool" >/dev/null
cmake --build build
