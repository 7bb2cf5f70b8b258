/**
 * The messages between `astro dev` and its open pages about the content
 * (src/integrations/rulebook-refresh.ts on the server, src/client/dev-update.ts
 * in the page), over Vite's live-reload socket: one definition for both ends.
 */

/** The event by which a page names the content version it was rendered from ({@link RenderedMessage}). */
export const RENDERED_EVENT = 'rulebook:rendered';

/** The element attribute that carries the page's content version (src/components/ContentErrors.astro). */
export const VERSION_ATTRIBUTE = 'data-content-version';

/**
 * The event by which the server tells a page that follows the content
 * ({@link RenderedMessage.follows}) that the store holds a newer version:
 * the page updates itself (in place, or by reloading) instead of the full
 * reload the server sends the others.
 */
export const CONTENT_UPDATE_EVENT = 'rulebook:content-update';

/** What a page sends with {@link RENDERED_EVENT}. */
export interface RenderedMessage {
  /** The content version the page shows (its {@link VERSION_ATTRIBUTE}). */
  version: string | null;
  /** Whether the page handles {@link CONTENT_UPDATE_EVENT} itself. */
  follows?: boolean;
}
