import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export interface ShellIndex {
  html: string;
  /** Content hash: part of the build id, so a new shell build counts as a new release. */
  hash: string;
  mtimeMs: number;
}

/** The default cargo image (api/public), for a missing picture (spec section 3). */
export const DEFAULT_CARGO_IMAGE = '/static/default-cargo.svg';

const cache = new Map<string, ShellIndex & { size: number }>();

/** The built shell's index.html, re-read only when the file changes; null when not built. */
export function readShellIndex(shellDist: string): ShellIndex | null {
  const file = path.join(shellDist, 'index.html');
  let stat;
  try {
    stat = statSync(file);
  } catch {
    cache.delete(file);
    return null;
  }
  if (!stat.isFile()) return null;
  const cached = cache.get(file);
  if (cached && cached.mtimeMs === stat.mtimeMs && cached.size === stat.size) return cached;
  const html = readFileSync(file, 'utf8');
  const entry = { html, hash: createHash('sha256').update(html).digest('hex'), mtimeMs: stat.mtimeMs, size: stat.size };
  cache.set(file, entry);
  return entry;
}

interface ShellFacts {
  /** The build links every page itself instead of loading remotes (`"loadsRemotes": false`). */
  linked: boolean;
  /** The public paths of the scripts its start-up loads after the entry (`startup`: paths in the build folder). */
  startup: string[];
}
const factsCache = new Map<string, { mtimeMs: number; facts: ShellFacts }>();
const NO_FACTS: ShellFacts = { linked: false, startup: [] };

/** What the shell build's shell-manifest.json tells the site server, re-read only when the file changes. */
function shellFacts(shellDist: string): ShellFacts {
  const file = path.join(shellDist, 'shell-manifest.json');
  let mtimeMs: number;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    factsCache.delete(file);
    return NO_FACTS;
  }
  const cached = factsCache.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.facts;
  let facts = NO_FACTS;
  try {
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as { loadsRemotes?: unknown; startup?: unknown };
    const startup = Array.isArray(manifest.startup)
      ? manifest.startup
          .filter((f): f is string => typeof f === 'string' && /^[\w./-]+\.js$/.test(f))
          .map((f) => `/${f.replace(/^\//, '')}`)
      : [];
    facts = { linked: manifest.loadsRemotes === false, startup };
  } catch {
    // An unreadable manifest says nothing: the shell is taken to load remotes, as before it had one.
  }
  factsCache.set(file, { mtimeMs, facts });
  return facts;
}

/**
 * Whether the shell build links every page itself instead of loading remotes (its
 * shell-manifest.json says `"loadsRemotes": false`; the bench's single-bundle build does). Such a
 * shell gets no preloads of the owning remote's entry and page table: it would never run them.
 * A shell without the field, or without a manifest (older builds), loads remotes.
 */
export function shellLinksPages(shellDist: string): boolean {
  return shellFacts(shellDist).linked;
}

/** The public paths of the scripts the shell's start-up loads after its entry (none from an older build). */
export function shellStartupScripts(shellDist: string): string[] {
  return shellFacts(shellDist).startup;
}

/** JSON that is safe inside a <script> element: no '</script>' or '<!--' can appear. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * Puts the runtime config and the release set (and extra head tags, e.g. preloads) in front of the
 * shell's own scripts. Each boot script carries the response's CSP nonce: the only inline scripts
 * the page's Content-Security-Policy lets run.
 */
export function injectShellGlobals(html: string, globals: Record<string, unknown>, extraHead = '', nonce?: string): string {
  const open = nonce ? `<script nonce="${nonce}">` : '<script>';
  const scripts =
    extraHead +
    Object.entries(globals)
      .map(([name, value]) => `${open}window.${name}=${scriptJson(value)}</script>`)
      .join('');
  const at = html.search(/<\/head>/i);
  return at === -1 ? scripts + html : html.slice(0, at) + scripts + html.slice(at);
}

/**
 * A page whose first view is in the HTML is painted before the shell's script runs: the entry is
 * preloaded where the build put it (downloaded as early as before) and started by a small script
 * after the first frame. A deferred script that has arrived when parsing ends runs before
 * anything is painted, so a phone showed the server's markup only after evaluating the shell's
 * start-up (docs/architecture.md "First paint, then the app"). A hidden tab starts at once.
 * `startup`, the scripts the entry's start-up loads next (shell-manifest.json), are requested by
 * the same small script, one preload per task (a message ends each), alongside the entry (which holds the buyer's input
 * from its first task, as before); the entry starts the app once they are requested
 * (`window.__MALL_STARTUP__`, shell/src/index.ts), and its chunk loading finds them downloaded.
 * Started all at once by the entry, the eleven requests were one task of 50-200 ms on a slowed
 * phone (most of it in `appendChild`); preloaded from the head, they competed with the first
 * view's picture (Lighthouse's LCP 1.1-1.4 s -> 2.1-2.7 s).
 */
export function startAfterFirstPaint(html: string, nonce?: string, startup: string[] = []): string {
  const entries: string[] = [];
  const out = html.replace(/<script defer src="([^"]+)"><\/script>/g, (_m, src: string) => {
    entries.push(src);
    return `<link rel="preload" as="script" href="${src}">`;
  });
  if (!entries.length) return html;
  const open = nonce ? `<script nonce="${nonce}">` : '<script>';
  const start =
    `${open}(function(){var p=${scriptJson(startup)},i=0,done;window.__MALL_STARTUP__=new Promise(function(r){done=r});` +
    `var run=function(){${scriptJson(entries)}.forEach(function(u){var s=document.createElement('script');s.src=u;s.async=false;document.head.appendChild(s)})};` +
    // A message, not a timeout, ends each task: nested timeouts wait 4 ms each, and the chain
    // (which the app's start waits for) would delay it by ~50 ms, a longer time for a click to miss.
    `var later=typeof MessageChannel==='function'?(function(c){c.port1.onmessage=function(){next()};return function(){c.port2.postMessage(0)}})(new MessageChannel()):function(){setTimeout(next,0)};` +
    `var next=function(){if(i>=p.length)return done();var l=document.createElement('link');l.rel='preload';l.as='script';l.href=p[i++];document.head.appendChild(l);later()};` +
    `document.visibilityState==='hidden'?(done(),run()):requestAnimationFrame(function(){setTimeout(function(){run();next()},0)})})()</script>`;
  const at = out.search(/<\/body>/i);
  return at === -1 ? out + start : out.slice(0, at) + start + out.slice(at);
}
