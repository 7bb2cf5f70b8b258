#!/usr/bin/env bash
# Ensures Debian's poppler-utils (pdftotext, pdfinfo) are installed: the PDF
# tests (tests/browser/pdf.test.ts) read the text and page size of the PDFs
# `npm run pdf` writes with them. Idempotent; as root with apt-get available it
# installs the package, otherwise it prints the command to run and fails.
set -euo pipefail

MANUAL_CMD='sudo apt-get update && sudo apt-get install -y poppler-utils'

if command -v pdftotext >/dev/null 2>&1 && command -v pdfinfo >/dev/null 2>&1; then
  echo "ensure-poppler: $(pdfinfo -v 2>&1 | head -n 1)"
  exit 0
fi

fail() {
  echo "ensure-poppler: $1" >&2
  echo "ensure-poppler: install it with:  $MANUAL_CMD" >&2
  exit 1
}

if [[ "$(id -u)" -ne 0 ]]; then
  fail "pdftotext/pdfinfo not found and not running as root, so they cannot be installed automatically."
fi
if ! command -v apt-get >/dev/null 2>&1; then
  fail "pdftotext/pdfinfo not found and apt-get is unavailable on this machine."
fi
export DEBIAN_FRONTEND=noninteractive
echo "ensure-poppler: installing Debian's poppler-utils package..."
apt-get update -qq || fail "apt-get update failed."
apt-get install -y -qq --no-install-recommends -o Dpkg::Use-Pty=0 poppler-utils >/dev/null ||
  fail "apt-get install poppler-utils failed."
command -v pdftotext >/dev/null 2>&1 || fail "poppler-utils installed but pdftotext is still missing."
echo "ensure-poppler: $(pdfinfo -v 2>&1 | head -n 1)"
