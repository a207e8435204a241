// The frame's own CSS is in the page head (render-blocking and small), so a first view written by
// the server is laid out exactly as the app will be.
import './styles.css';

// Zod 4 probes whether it may compile parsers with `new Function`; under the page's CSP (no
// 'unsafe-eval') the browser reports that probe as a violation even though zod catches it. Zod keeps
// its settings on globalThis (shared by every copy in the shell and the remotes) and skips the probe
// when jitless is set, so it is set here, before any module that parses runs.
// (shared/src/__tests__/zod-jitless.test.ts checks zod still reads it from there.)
const zodConfig = ((globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig ??= {});
zodConfig.jitless = true;

// Module Federation needs an async boundary before shared modules are used.
import('./bootstrap');
