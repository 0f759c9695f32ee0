#!/usr/bin/env bash
# Installs what ompfix needs from Debian's packages (only what is missing),
# then configures and builds into build/ with CMake and Ninja.
#
#   scripts/setup.sh            install, configure, build
#   OMPFIX_BUILD_TYPE=Debug scripts/setup.sh
set -euo pipefail

cd "$(dirname "$0")/.."

PACKAGES=(
  clang-19 libclang-19-dev llvm-19-dev llvm-19-tools clang-tools-19
  libomp-19-dev libclang-rt-19-dev libisl-dev libgtest-dev
  cmake ninja-build python3
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

cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE="${OMPFIX_BUILD_TYPE:-Release}" >/dev/null
cmake --build build
