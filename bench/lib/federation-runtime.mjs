// What the shell's federation code weighs as served: the modules the shell build lists as its
// container loader (shell-manifest.json `federationRuntime`, written by pluginShellManifest in
// shared/src/federation) are cut out of the file that holds them and gzipped together. (The share
// scope and chunk loading are the bundler's runtime in the entry file; not counted.)
import { gzipSync } from 'node:zlib';

/**
 * The bodies of `ids` in a minified chunk's module map (`{id(e,t,r){...},id2(e){...}}`): each runs
 * to the next module of the chunk (`all`, the chunk's module ids) or to the end of the map.
 */
export function moduleBodies(source, ids, all) {
  const known = new Set(all);
  const starts = [];
  const seen = new Set();
  for (const m of source.matchAll(/[{,]("?)([A-Za-z0-9_$]+)\1\((?:[A-Za-z_$][\w$]*,?){0,3}\)\{/g)) {
    const id = m[2];
    // Module ids are keys of the map, once each, before any code that could look like one.
    if (!known.has(id) || seen.has(id)) continue;
    seen.add(id);
    starts.push({ id, at: m.index + 1 });
  }
  const mapEnd = starts.length ? source.slice(starts.at(-1).at).search(/\},[A-Za-z_$][\w$]*=\{\};function [A-Za-z_$][\w$]*\(/) : -1;
  const end = mapEnd >= 0 ? starts.at(-1).at + mapEnd + 1 : source.length;
  const wanted = new Set(ids);
  return starts
    .map((s, i) => ({ id: s.id, body: source.slice(s.at, i + 1 < starts.length ? starts[i + 1].at - 1 : end) }))
    .filter((m) => wanted.has(m.id));
}

/** gzip bytes of the shell's federation code in the file that holds it, or null when the shell does not say. */
export async function federationRuntimeGzip(base) {
  const manifest = await fetch(new URL('/shell-manifest.json', base)).then((r) => (r.ok ? r.json() : null));
  const listed = manifest?.federationRuntime;
  if (!listed?.runtime?.length || !listed.file) return null;
  const source = await fetch(new URL('/' + listed.file, base)).then((r) => (r.ok ? r.text() : ''));
  const bodies = moduleBodies(source, listed.runtime, listed.modules);
  if (bodies.length !== listed.runtime.length) return null;
  return { gzip: gzipSync(bodies.map((b) => b.body).join(''), { level: 9 }).length, fileGzip: gzipSync(source, { level: 9 }).length };
}
