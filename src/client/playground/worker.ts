/**
 * The playground's compile worker: compiles the page's text with the same
 * compiler the build uses (src/compiler/, no Node built-ins; its schema
 * validators precompiled, as CSP forbids eval) and renders the preview off
 * the main thread. Requests queue while a compile runs; only the latest text
 * is compiled (latest input wins), so typing in a long document never waits
 * on stale compiles.
 */
import { createCompiler, type CompileResult, type Term } from '../../compiler/index.ts';
import { PLAYGROUND_FILE, type FromWorker, type ToWorker } from './protocol.ts';
import { renderPreview } from './preview.ts';

/** Where the page's build put the bundled rulebook's terms (src/pages/playground/terms.json.ts). */
const TERMS_URL = '/playground/terms.json';

const post = (message: FromWorker) => postMessage(message);

const bundledTerms: Promise<Term[]> = fetch(TERMS_URL)
  .then((response) => (response.ok ? (response.json() as Promise<Term[]>) : []))
  .catch(() => []);

let pending: Extract<ToWorker, { type: 'compile' }> | undefined;
let scheduled = false;
let last: CompileResult | undefined;
/** The compile engine with no layer: no disk cache, no threads in the browser. */
const compiler = createCompiler();

async function run(): Promise<void> {
  scheduled = false;
  const request = pending;
  pending = undefined;
  if (!request) return;
  const terms = await bundledTerms;
  // A newer text may have come while the terms loaded: compile that one instead.
  if (pending) return run();
  try {
    last = compiler.compileSync([{ path: PLAYGROUND_FILE, text: request.text }]);
    post({
      type: 'preview',
      seq: request.seq,
      ...renderPreview(last, terms),
      diagnostics: last.diagnostics,
    });
  } catch (error) {
    post({ type: 'failed', seq: request.seq, message: String(error) });
  }
}

addEventListener('message', (event: MessageEvent<ToWorker>) => {
  const message = event.data;
  if (message.type === 'json') {
    post({
      type: 'json',
      seq: message.seq,
      json: last ? `${JSON.stringify(last.data, null, 2)}\n` : '{}\n',
    });
    return;
  }
  pending = message;
  if (!scheduled) {
    scheduled = true;
    // After the messages already queued: they replace `pending`, and only the last is compiled.
    setTimeout(() => void run(), 0);
  }
});
