/** Text as HTML for the documents' description fields (the compiler's HTML is used where it has some). */

/** `text` with the HTML special characters escaped. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"]/g,
    (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot' }[c]};`,
  );
}

/** A paragraph `<p><strong>label:</strong> html</p>`, or `<p>html</p>` without a label; empty for no text. */
export function paragraph(label: string | null, html: string | null | undefined): string {
  if (!html) return '';
  return label ? `<p><strong>${escapeHtml(label)}:</strong> ${html}</p>` : `<p>${html}</p>`;
}
