/**
 * Reads a PDF's page count and its outline (bookmarks) with pdf-lib: the
 * titles, their depth and the page each one points at. Used by `npm run pdf`
 * (page numbers of the contents) and by the tests of the PDFs.
 */
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFRef,
  PDFString,
  type PDFObject,
} from 'pdf-lib';

/** One bookmark: its title, depth (0 = top level) and 1-based page number (null if it has none). */
export interface OutlineEntry {
  title: string;
  depth: number;
  page: number | null;
}

/** What {@link readPdf} finds in a PDF. */
export interface PdfSummary {
  pages: number;
  /** Every bookmark, depth-first in document order. */
  outline: OutlineEntry[];
}

const text = (value: PDFObject | undefined): string =>
  value instanceof PDFString || value instanceof PDFHexString ? value.decodeText() : '';

/** Page count and outline of the PDF `bytes`. */
export async function readPdf(bytes: Uint8Array): Promise<PdfSummary> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const pageIndex = new Map(doc.getPages().map((page, index) => [page.ref.toString(), index + 1]));
  const context = doc.context;
  const lookupDict = (value: PDFObject | undefined): PDFDict | undefined => {
    const resolved = value instanceof PDFRef ? context.lookup(value) : value;
    return resolved instanceof PDFDict ? resolved : undefined;
  };
  const pageOf = (item: PDFDict): number | null => {
    let dest: PDFObject | undefined = item.get(PDFName.of('Dest'));
    const action = lookupDict(item.get(PDFName.of('A')));
    if (!dest && action) dest = action.get(PDFName.of('D'));
    if (dest instanceof PDFRef) dest = context.lookup(dest);
    if (dest instanceof PDFArray && dest.size() > 0) {
      const target = dest.get(0);
      if (target instanceof PDFRef) return pageIndex.get(target.toString()) ?? null;
    }
    return null;
  };
  const outline: OutlineEntry[] = [];
  const walk = (first: PDFObject | undefined, depth: number) => {
    const seen = new Set<PDFDict>();
    for (let item = lookupDict(first); item && !seen.has(item);) {
      seen.add(item);
      outline.push({ title: text(item.get(PDFName.of('Title'))), depth, page: pageOf(item) });
      walk(item.get(PDFName.of('First')), depth + 1);
      item = lookupDict(item.get(PDFName.of('Next')));
    }
  };
  const root = lookupDict(doc.catalog.get(PDFName.of('Outlines')));
  if (root) walk(root.get(PDFName.of('First')), 0);
  return { pages: doc.getPageCount(), outline };
}
