#!/usr/bin/env bash
# Ensures Debian's chromium is installed at /usr/bin/chromium for the browser
# tests (tests/browser/harness.ts). Idempotent: when chromium is already present
# it only prints the version. As root with apt-get available it installs the
# package non-interactively; otherwise it prints the command to run and fails.
set -euo pipefail

CHROMIUM=/usr/bin/chromium
MANUAL_CMD='sudo apt-get update && sudo apt-get install -y chromium'

print_version() {
  local version
  # --version can be slow or fail in odd containers; never let it hang CI.
  if version="$(timeout 20 "$CHROMIUM" --version 2>/dev/null)"; then
    echo "ensure-chromium: $version ($CHROMIUM)"
  else
    echo "ensure-chromium: $CHROMIUM present (version unavailable)"
  fi
}

fail() {
  echo "ensure-chromium: $1" >&2
  echo "ensure-chromium: install it with:  $MANUAL_CMD" >&2
  exit 1
}

if [[ -x "$CHROMIUM" ]]; then
  print_version
  exit 0
fi

if [[ "$(id -u)" -ne 0 ]]; then
  fail "$CHROMIUM not found and not running as root, so it cannot be installed automatically."
fi
if ! command -v apt-get >/dev/null 2>&1; then
  fail "$CHROMIUM not found and apt-get is unavailable on this machine."
fi

export DEBIAN_FRONTEND=noninteractive
echo "ensure-chromium: $CHROMIUM not found; installing Debian's chromium package..."

# Quiet output, but keep errors visible: -qq suppresses progress, stderr is untouched.
if ! apt-get update -qq; then
  fail "apt-get update failed."
fi
if ! apt-get install -y -qq --no-install-recommends -o Dpkg::Use-Pty=0 chromium >/dev/null; then
  fail "apt-get install chromium failed."
fi

if [[ ! -x "$CHROMIUM" ]]; then
  fail "chromium package installed but $CHROMIUM is still missing."
fi
print_version
