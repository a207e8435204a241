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

const linkedCache = new Map<string, { mtimeMs: number; linked: boolean }>();

/**
 * Whether the shell build links every page itself instead of loading remotes (its
 * shell-manifest.json says `"loadsRemotes": false`; the bench's single-bundle build does). Such a
 * shell gets no preloads of the owning remote's entry and page table: it would never run them.
 * A shell without the field, or without a manifest (older builds), loads remotes.
 */
export function shellLinksPages(shellDist: string): boolean {
  const file = path.join(shellDist, 'shell-manifest.json');
  let mtimeMs: number;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    linkedCache.delete(file);
    return false;
  }
  const cached = linkedCache.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.linked;
  let linked = false;
  try {
    linked = (JSON.parse(readFileSync(file, 'utf8')) as { loadsRemotes?: unknown }).loadsRemotes === false;
  } catch {
    // An unreadable manifest says nothing: the shell is taken to load remotes, as before it had one.
  }
  linkedCache.set(file, { mtimeMs, linked });
  return linked;
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
 */
export function startAfterFirstPaint(html: string, nonce?: string): string {
  const entries: string[] = [];
  const out = html.replace(/<script defer src="([^"]+)"><\/script>/g, (_m, src: string) => {
    entries.push(src);
    return `<link rel="preload" as="script" href="${src}">`;
  });
  if (!entries.length) return html;
  const open = nonce ? `<script nonce="${nonce}">` : '<script>';
  const start =
    `${open}(function(){var go=function(){${scriptJson(entries)}.forEach(function(u){var s=document.createElement('script');s.src=u;s.async=false;document.head.appendChild(s)})};` +
    `document.visibilityState==='hidden'?go():requestAnimationFrame(function(){setTimeout(go,0)})})()</script>`;
  const at = out.search(/<\/body>/i);
  return at === -1 ? out + start : out.slice(0, at) + start + out.slice(at);
}
