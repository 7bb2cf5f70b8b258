#!/usr/bin/env bash
# Ensures Debian packages the tests need are installed, in one apt-get run.
# Arguments are COMMAND:PACKAGE pairs: COMMAND (a name on PATH or an absolute
# path) must exist once PACKAGE is installed, e.g.
#   bash scripts/ensure-packages.sh /usr/bin/chromium:chromium pdftotext:poppler-utils
# Idempotent: when every command is present it only prints their versions. As
# root with apt-get available it installs the missing packages
# non-interactively; otherwise it prints the command to run and fails.
set -euo pipefail

if [[ $# -eq 0 ]]; then
  echo "usage: ensure-packages.sh COMMAND:PACKAGE [COMMAND:PACKAGE ...]" >&2
  exit 2
fi

present() { [[ "$1" == /* ]] && [[ -x "$1" ]] || { [[ "$1" != /* ]] && command -v "$1" >/dev/null 2>&1; }; }

report() {
  local version
  version="$(dpkg-query -W -f '${Version}' "$2" 2>/dev/null || true)"
  echo "ensure-packages: $1 (${2}${version:+ $version})"
}

missing=()
for pair in "$@"; do
  command="${pair%%:*}"
  package="${pair#*:}"
  if ! present "$command"; then
    [[ " ${missing[*]-} " == *" $package "* ]] || missing+=("$package")
  fi
done

fail() {
  echo "ensure-packages: $1" >&2
  echo "ensure-packages: install them with:  sudo apt-get update && sudo apt-get install -y ${missing[*]}" >&2
  exit 1
}

if [[ ${#missing[@]} -gt 0 ]]; then
  [[ "$(id -u)" -eq 0 ]] || fail "missing ${missing[*]}, and not running as root to install them."
  command -v apt-get >/dev/null 2>&1 || fail "missing ${missing[*]}, and apt-get is unavailable."
  export DEBIAN_FRONTEND=noninteractive
  echo "ensure-packages: installing Debian's ${missing[*]}..."
  # Quiet output, but keep errors visible: -qq suppresses progress, stderr is untouched.
  apt-get update -qq || fail "apt-get update failed."
  apt-get install -y -qq --no-install-recommends -o Dpkg::Use-Pty=0 "${missing[@]}" >/dev/null ||
    fail "apt-get install ${missing[*]} failed."
fi

for pair in "$@"; do
  command="${pair%%:*}"
  present "$command" || fail "${pair#*:} installed but $command is still missing."
  report "$command" "${pair#*:}"
done
