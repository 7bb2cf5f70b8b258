/**
 * The layout's one script (src/layouts/Base.astro): the header's controls
 * (search box, roll log, character panel, theme button), the previews of the
 * page's term links and its dice, in one module, so every page loads them
 * in one request rather than one per component. Its static imports are
 * bundled into the same file (src/integrations/layout-chunk.ts); the dice
 * widgets load only once the page has dice (src/client/when-present.ts).
 * Each part does nothing on a page without its elements.
 */
import { bindSearchBox } from './search-box.ts';
import './roll-log.ts';
import './character-panel.ts';
import { bindThemeToggle } from './theme-toggle.ts';
import './term-preview-popover.ts';
import { whenPresent } from './when-present.ts';

bindSearchBox();
bindThemeToggle();
// The dice widgets load with the page's first dice, now or in HTML inserted later.
void whenPresent('span.dice[data-dice]', () => import('./dice-widget.ts'));
