/** Small HTML helpers for record views: escaping, and linking named references. */

/** Escapes text for HTML. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** Text with the first mention of each named reference turned into a link to its page. */
export function linkRefs(
  text: string,
  refs: readonly { name: string; url: string | null }[],
): string {
  let html = escapeHtml(text);
  for (const { name, url } of refs) {
    if (!url) continue;
    const escaped = escapeHtml(name);
    const at = html.indexOf(escaped);
    if (at < 0) continue;
    html = `${html.slice(0, at)}<a href="${url}">${escaped}</a>${html.slice(at + escaped.length)}`;
  }
  return html;
}
