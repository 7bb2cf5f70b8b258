#!/usr/bin/env bash
# Ensures Debian's chromium is installed at /usr/bin/chromium for the browser
# tests (tests/browser/harness.ts); see ensure-packages.sh.
exec bash "$(dirname "$0")/ensure-packages.sh" /usr/bin/chromium:chromium
