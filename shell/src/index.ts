// The frame's own CSS is in the page head (render-blocking and small), so a first view written by
// the server is laid out exactly as the app will be.
import './styles.css';
// (No shared module: it only schedules, so it may run before the federation boundary below.)
import { afterPresented } from '@mall/shared/ui/after-paint';
import { holdEarlyInput } from './app/early-input';

// Zod 4 probes whether it may compile parsers with `new Function`; under the page's CSP (no
// 'unsafe-eval') the browser reports that probe as a violation even though zod catches it. Zod keeps
// its settings on globalThis (shared by every copy in the shell and the remotes) and skips the probe
// when jitless is set, so it is set here, before any module that parses runs.
// (shared/src/__tests__/zod-jitless.test.ts checks zod still reads it from there.)
const zodConfig = ((globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig ??= {});
zodConfig.jitless = true;

// Module Federation needs an async boundary before shared modules are used.
// A page the server rendered (#root has data-ssr-pages) is painted before the app's code runs:
// on a fast connection the scripts are here by the end of parsing and would otherwise run first,
// holding the buyer's first view (and its LCP picture) behind seconds of script work on a phone.
// What the buyer does on it meanwhile is held and repeated once the app has hydrated it
// (app/early-input.ts), so no click or typed text is lost (docs/architecture.md).
const root = document.getElementById('root');
if (root?.dataset.ssrPages !== undefined) {
  // An empty list is the frame alone (a signed-in page): no routed page to wait for.
  holdEarlyInput(root, root.dataset.ssrPages !== '');
  // The site server's starting script requests the start-up's scripts one per task while this
  // runs (api/src/site/shell-index.ts): the app starts once they are requested (at most 1 s), so
  // its chunk loading finds them instead of starting eleven requests in one long task.
  const requested = (window as { __MALL_STARTUP__?: Promise<unknown> }).__MALL_STARTUP__;
  const capped = requested ? Promise.race([requested, new Promise((resolve) => setTimeout(resolve, 1000))]) : Promise.resolve();
  afterPresented(() => void capped.then(() => import('./bootstrap')));
} else void import('./bootstrap');
