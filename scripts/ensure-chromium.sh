#!/usr/bin/env bash
# Ensures Debian's chromium (/usr/bin/chromium: the PDF command, Lighthouse and
# the benchmarks) and its headless shell (/usr/bin/chromium-headless-shell: the
# browser tests, tests/browser/harness.ts) are installed; see ensure-packages.sh.
exec bash "$(dirname "$0")/ensure-packages.sh" /usr/bin/chromium:chromium \
  /usr/bin/chromium-headless-shell:chromium-headless-shell
