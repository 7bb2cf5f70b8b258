#!/usr/bin/env bash
# Ensures Debian's poppler-utils (pdftotext, pdfinfo) are installed: the PDF
# tests (tests/browser/pdf.test.ts) read the PDFs with them; see ensure-packages.sh.
exec bash "$(dirname "$0")/ensure-packages.sh" pdftotext:poppler-utils pdfinfo:poppler-utils
