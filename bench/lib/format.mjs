// Plain-text tables for the terminal (and stored with the JSON).
export const kB = (bytes) => (bytes === null || bytes === undefined ? 'n/a' : `${(bytes / 1000).toFixed(bytes < 10_000 ? 1 : 0)} kB`);
export const ms = (v) => (v === null || v === undefined ? 'n/a' : v >= 1000 ? `${(v / 1000).toFixed(2)} s` : `${Math.round(v)} ms`);
export const lat = (v) => (v === null || v === undefined ? 'n/a' : `${v < 10 ? v.toFixed(1) : Math.round(v)} ms`);
export const num = (v, d = 0) => (v === null || v === undefined ? 'n/a' : Number(v).toFixed(d));
export const ratio = (v) => (v === null || v === undefined || !Number.isFinite(v) ? 'n/a' : `${v.toFixed(2)}×`);
export const mark = (ok) => (ok === null || ok === undefined ? '' : ok ? ' ✓' : ' ✗');

const width = (s) =>
  [...String(s)].reduce((n, ch) => n + (/[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\uff00-\uff60]/.test(ch) ? 2 : 1), 0);

export function table(title, headers, rows, notes = []) {
  const all = [headers, ...rows].map((r) => r.map((c) => String(c ?? '')));
  const w = headers.map((_, i) => Math.max(...all.map((r) => width(r[i] ?? ''))));
  const line = (r) => '| ' + r.map((c, i) => c + ' '.repeat(w[i] - width(c))).join(' | ') + ' |';
  const sep = '|' + w.map((n) => '-'.repeat(n + 2)).join('|') + '|';
  return [`\n${title}`, line(all[0]), sep, ...all.slice(1).map(line), ...notes.map((n) => `  ${n}`)].join('\n');
}
