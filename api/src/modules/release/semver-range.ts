/**
 * Just enough semver for the promotion check: does a provided version satisfy a required range?
 * Supports what package.json ranges and MF manifests use: exact, x-ranges (1.x, *), ^, ~,
 * comparators (>=, >, <=, <, =), hyphen ranges (1.2 - 2) and `||`. Pre-release versions
 * compare by their numbers first and are lower than the release (19.0.0-rc < 19.0.0).
 */
type Triple = [number, number, number];

interface Parsed {
  nums: Triple;
  pre: string;
}

const VERSION = /^v?(\d+)\.(\d+)\.(\d+)(?:-([\w.-]+))?(?:\+[\w.-]+)?$/;
const PARTIAL = /^v?(\d+|[xX*])(?:\.(\d+|[xX*]))?(?:\.(\d+|[xX*]))?(?:-([\w.-]+))?(?:\+[\w.-]+)?$/;

export function parseVersion(v: string): Parsed | null {
  const m = VERSION.exec(v.trim());
  return m ? { nums: [Number(m[1]), Number(m[2]), Number(m[3])], pre: m[4] ?? '' } : null;
}

function compare(a: Parsed, b: Parsed): number {
  for (let i = 0; i < 3; i++) if (a.nums[i] !== b.nums[i]) return a.nums[i]! - b.nums[i]!;
  if (a.pre === b.pre) return 0;
  if (!a.pre) return 1;
  if (!b.pre) return -1;
  return a.pre.localeCompare(b.pre, 'en', { numeric: true });
}

type Comparator = { op: '>=' | '>' | '<=' | '<' | '='; v: Parsed };

const isWild = (s: string | undefined) => s === undefined || s === 'x' || s === 'X' || s === '*';
const v = (a: number, b: number, c: number, pre = ''): Parsed => ({ nums: [a, b, c], pre });

/** One range term (no spaces inside) into comparators; null when it cannot be read. */
function expand(op: string, term: string): Comparator[] | null {
  const m = PARTIAL.exec(term);
  if (!m) return null;
  const [major, minor, patch] = [m[1], m[2], m[3]];
  if (isWild(major)) return op === '<' || op === '>' ? [{ op: '<', v: v(0, 0, 0, '0') }] : [];
  const M = Number(major);
  const pre = m[4] ?? '';
  if (isWild(minor)) {
    if (op === '' || op === '=' || op === '^' || op === '~')
      return [
        { op: '>=', v: v(M, 0, 0) },
        { op: '<', v: v(M + 1, 0, 0, '0') },
      ];
    if (op === '>') return [{ op: '>=', v: v(M + 1, 0, 0) }];
    if (op === '<=') return [{ op: '<', v: v(M + 1, 0, 0, '0') }];
    return [{ op: op as Comparator['op'], v: v(M, 0, 0) }];
  }
  const m2 = Number(minor);
  if (isWild(patch)) {
    if (op === '' || op === '=' || op === '~')
      return [
        { op: '>=', v: v(M, m2, 0) },
        { op: '<', v: v(M, m2 + 1, 0, '0') },
      ];
    if (op === '^')
      return [
        { op: '>=', v: v(M, m2, 0) },
        { op: '<', v: M > 0 ? v(M + 1, 0, 0, '0') : v(0, m2 + 1, 0, '0') },
      ];
    if (op === '>') return [{ op: '>=', v: v(M, m2 + 1, 0) }];
    if (op === '<=') return [{ op: '<', v: v(M, m2 + 1, 0, '0') }];
    return [{ op: op as Comparator['op'], v: v(M, m2, 0) }];
  }
  const p = Number(patch);
  const exact = v(M, m2, p, pre);
  if (op === '^') {
    const upper = M > 0 ? v(M + 1, 0, 0, '0') : m2 > 0 ? v(0, m2 + 1, 0, '0') : v(0, 0, p + 1, '0');
    return [
      { op: '>=', v: exact },
      { op: '<', v: upper },
    ];
  }
  if (op === '~')
    return [
      { op: '>=', v: exact },
      { op: '<', v: v(M, m2 + 1, 0, '0') },
    ];
  return [{ op: (op || '=') as Comparator['op'], v: exact }];
}

function test(c: Comparator, version: Parsed): boolean {
  const d = compare(version, c.v);
  switch (c.op) {
    case '>=':
      return d >= 0;
    case '>':
      return d > 0;
    case '<=':
      return d <= 0;
    case '<':
      return d < 0;
    default:
      return d === 0;
  }
}

/** Comparators of one `||` alternative; null when unreadable. */
function parseSet(text: string): Comparator[] | null {
  const hyphen = /^\s*(\S+)\s+-\s+(\S+)\s*$/.exec(text);
  if (hyphen) {
    const low = expand('>=', hyphen[1]!);
    const high = expand('<=', hyphen[2]!);
    return low && high ? [...low, ...high] : null;
  }
  const out: Comparator[] = [];
  // "> = 1.2" and ">=1.2" both read as one term.
  const terms = text
    .replace(/(>=|<=|>|<|=|\^|~)\s+/g, '$1')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  for (const term of terms) {
    const m = /^(>=|<=|>|<|=|\^|~)?(.*)$/.exec(term)!;
    const cs = expand(m[1] ?? '', m[2]!);
    if (!cs) return null;
    out.push(...cs);
  }
  return out;
}

/** True when `version` (an exact version) satisfies `range`. Unreadable input is not satisfied. */
export function satisfies(version: string, range: string): boolean {
  const parsed = parseVersion(version);
  if (!parsed) return false;
  const trimmed = range.trim();
  if (trimmed === '' || trimmed === '*' || trimmed === 'latest') return true;
  return trimmed.split('||').some((alt) => {
    const set = parseSet(alt);
    if (!set) return false;
    // Pre-releases only match a comparator that names the same major.minor.patch with a pre tag.
    if (parsed.pre && !set.some((c) => c.v.pre && c.v.pre !== '0' && c.v.nums.join('.') === parsed.nums.join('.'))) return false;
    return set.every((c) => test(c, parsed));
  });
}
