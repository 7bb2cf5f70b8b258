/**
 * The playground page's script (src/pages/playground/index.astro): keeps the
 * editor's text (localStorage, share links, downloads), sends it to the
 * compile worker on a short debounce, and shows what comes back: the
 * diagnostics under the editor (each moves the cursor to its line and
 * column), the marked lines, and the preview, whose cards and stat blocks
 * wire themselves (their custom elements) and whose dice and term links get
 * the site's widgets. A share link (on load or on a hash
 * change, alike) is kept as the author's draft only if that overwrites no
 * different draft; otherwise it is shown with a notice to keep it or go back.
 */
import type { Diagnostic } from '../../compiler/index.ts';
import { definePowerCard } from '../power-card-element.ts';
import { defineStatBlock } from '../stat-block-element.ts';
import { presentWidgetsLoaded } from '../when-present.ts';
import { Editor } from './editor.ts';
import { PLAYGROUND_FILE, type FromWorker, type ToWorker } from './protocol.ts';
import { decodeShare, encodeShare, shareLimitMessage } from './share-links.ts';
import { clearText, loadText, saveText, wouldReplaceText } from './store.ts';
import { STARTER, TEMPLATES, type TemplateKind } from './templates.ts';

/** Quiet time after the last keystroke before the text is compiled. */
const DEBOUNCE_MS = 150;

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

const area = $<HTMLTextAreaElement>('pg-text');
const editor = new Editor(area, $('pg-gutter'), $('pg-marks'));
const preview = $('pg-preview');
const termBox = $('pg-terms');
const list = $<HTMLOListElement>('pg-diagnostics');
const counts = $('pg-counts');
const status = $('pg-status');
const root = document.documentElement;
document.querySelector<HTMLElement>('[data-pg-toolbar]')!.hidden = false;

let seq = 0;
let shown = 0;
let timer = 0;

const say = (message: string) => {
  status.textContent = '';
  // A fresh text node after a tick, so the same message is announced again.
  setTimeout(() => (status.textContent = message), 30);
};

const worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
const send = (message: ToWorker) => worker.postMessage(message);

function compileNow(): void {
  clearTimeout(timer);
  root.dataset['pgState'] = 'compiling';
  send({ type: 'compile', seq: ++seq, text: editor.value });
}

function scheduleCompile(): void {
  clearTimeout(timer);
  root.dataset['pgState'] = 'compiling';
  timer = window.setTimeout(compileNow, DEBOUNCE_MS);
}

/** Shows the counts and the list of problems (`problems`: its items, rendered by the worker). */
function showDiagnostics(diagnostics: Diagnostic[], problems: string): void {
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  const warnings = diagnostics.length - errors;
  counts.textContent =
    diagnostics.length === 0
      ? 'No problems found.'
      : `${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}`;
  list.innerHTML = problems;
  list.hidden = diagnostics.length === 0;
  editor.mark(diagnostics);
}

// The preview's cards and stat blocks wire themselves (custom elements), whichever blocks
// the example had; its dice widgets load with its first dice (src/client/site.ts).
definePowerCard();
defineStatBlock();

worker.addEventListener('message', (event: MessageEvent<FromWorker>) => {
  const message = event.data;
  if (message.type === 'json') {
    onJson?.(message.json);
    return;
  }
  if (message.seq < shown) return;
  shown = message.seq;
  if (message.seq === seq) root.dataset['pgState'] = 'ready';
  if (message.type === 'failed') {
    say(`The compiler failed: ${message.message}`);
    return;
  }
  preview.innerHTML = message.html;
  termBox.innerHTML = message.terms;
  $('pg-summary').textContent = message.summary;
  showDiagnostics(message.diagnostics, message.problems);
  root.dataset['pgPreview'] = String(message.seq);
  // A test hook: the preview's widgets are wired.
  void presentWidgetsLoaded(preview).then(() => (root.dataset['pgEnhanced'] = String(message.seq)));
});

// A shared text being looked at is not kept until the author asks: their own draft stays stored.
const notice = $('pg-shared');
let viewingShared = false;

/** Keeps `text` as the author's draft, unless a shared text is being looked at. */
function keep(text: string): void {
  if (viewingShared) return;
  if (!saveText(text)) say('The browser refused to keep the text (storage full or off).');
}

// Typing: keep the text, compile after a pause.
let saveTimer = 0;
area.addEventListener('input', () => {
  scheduleCompile();
  clearTimeout(saveTimer);
  saveTimer = window.setTimeout(() => {
    saveTimer = 0;
    keep(editor.value);
  }, 400);
});

/** Keeps the typed text now if its save is still waiting. */
function flushSave(): void {
  if (saveTimer === 0) return;
  clearTimeout(saveTimer);
  saveTimer = 0;
  keep(editor.value);
}

// A diagnostic's position (under the editor or beside its section) moves the cursor there.
document.addEventListener('click', (event) => {
  const button = (event.target as Element).closest<HTMLButtonElement>('button.pg-goto');
  if (!button) return;
  editor.moveTo(Number(button.dataset['line']), Number(button.dataset['column']));
});

// The Insert menu.
const kind = $<HTMLSelectElement>('pg-template');
$('pg-insert').addEventListener('click', () => {
  editor.insert(TEMPLATES[kind.value as TemplateKind].text);
});

// Reset to the example, with an undo while the message shows.
const undo = $<HTMLButtonElement>('pg-undo');
let beforeReset: string | null = null;
$('pg-reset').addEventListener('click', () => {
  beforeReset = editor.value;
  editor.value = STARTER;
  if (!viewingShared) clearText();
  compileNow();
  undo.hidden = false;
  say('The example is back. Undo reset brings your text back.');
});
undo.addEventListener('click', () => {
  if (beforeReset === null) return;
  editor.value = beforeReset;
  keep(beforeReset);
  beforeReset = null;
  undo.hidden = true;
  compileNow();
  area.focus();
  say('Your text is back.');
});

/** Offers `content` as a file download. */
function download(name: string, type: string, content: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

$('pg-download').addEventListener('click', () => {
  download(PLAYGROUND_FILE, 'text/markdown;charset=utf-8', editor.value);
  say(`Downloading ${PLAYGROUND_FILE}.`);
});

// The compiled JSON comes from the worker, which keeps the last compile.
let onJson: ((json: string) => void) | undefined;
const compiledJson = () =>
  new Promise<string>((resolve) => {
    onJson = resolve;
    send({ type: 'json', seq });
  });

$('pg-copy-json').addEventListener('click', async () => {
  const json = await compiledJson();
  try {
    await navigator.clipboard.writeText(json);
    say('The compiled JSON is on the clipboard.');
  } catch {
    say('The browser did not allow copying; use Download JSON instead.');
  }
});
$('pg-download-json').addEventListener('click', async () => {
  download('playground.json', 'application/json', await compiledJson());
  say('Downloading playground.json.');
});

// Share: the text compressed into the URL's fragment, shown in a field and copied.
const shareField = $<HTMLInputElement>('pg-share-url');
$('pg-share').addEventListener('click', async () => {
  const fragment = await encodeShare(editor.value);
  const problem = shareLimitMessage(fragment);
  if (problem) {
    shareField.value = '';
    shareField.parentElement!.hidden = true;
    say(problem);
    return;
  }
  const url = `${location.origin}${location.pathname}#${fragment}`;
  history.replaceState(null, '', `#${fragment}`);
  shareField.value = url;
  shareField.parentElement!.hidden = false;
  shareField.select();
  try {
    await navigator.clipboard.writeText(url);
    say('Share link copied to the clipboard.');
  } catch {
    say('Share link ready: copy it from the field.');
  }
});

/** Puts `text` in the editor, the cursor at its end (where inserted templates go), and compiles it. */
function show(text: string): void {
  if (editor.value !== text) {
    editor.value = text;
    area.setSelectionRange(area.value.length, area.value.length);
  }
  compileNow();
}

/** Shows the author's own draft (the example if none is kept) and hides the shared-text notice. */
function showOwn(): void {
  const own = loadText() ?? (viewingShared ? STARTER : editor.value);
  viewingShared = false;
  notice.hidden = true;
  show(own);
}

/**
 * Opens the share link in the URL's fragment, the same on load and on a hash
 * change: its text is shown, and kept as the draft unless that would
 * overwrite a different one (then the notice offers the choice); a damaged
 * or oversized link is refused with a message, and the own draft is shown.
 * A fragment that is no share link (an anchor in the preview) changes
 * nothing; on load the own draft is shown.
 */
async function openFromUrl(onLoad: boolean): Promise<void> {
  const shared = await decodeShare(location.hash);
  if (shared.status === 'none') {
    if (onLoad) showOwn();
    return;
  }
  flushSave();
  if (shared.status === 'refused') {
    say(`${shared.message} Showing your own text.`);
    showOwn();
    return;
  }
  viewingShared = wouldReplaceText(loadText(), shared.text);
  notice.hidden = !viewingShared;
  keep(shared.text);
  show(shared.text);
  if (viewingShared) say('Showing the shared text; your own draft is kept.');
}

/** Drops the share link from the address (without a hash change), once its text is dealt with. */
const dropFragment = () => history.replaceState(null, '', location.pathname + location.search);

$('pg-keep-shared').addEventListener('click', () => {
  viewingShared = false;
  notice.hidden = true;
  keep(editor.value);
  dropFragment();
  area.focus();
  say('This text is now your draft.');
});
$('pg-own-draft').addEventListener('click', () => {
  dropFragment();
  showOwn();
  area.focus();
  say('Your own draft is back.');
});

addEventListener('hashchange', () => void openFromUrl(false));
// Inserted templates go to the end until the author puts the cursor elsewhere.
area.setSelectionRange(area.value.length, area.value.length);
void openFromUrl(true);
