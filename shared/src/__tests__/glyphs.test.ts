import fs from 'node:fs';
import path from 'node:path';

/**
 * The machines buyers and tests use may have no colour emoji font (Debian's Chromium here has
 * none): an emoji used as an icon or in a message shows as a box. Icons are SVG; text symbols the
 * usual fonts carry (✓ ✕ ★ ℹ) are fine.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const SOURCES = ['shell/src', 'mf-catalog/src', 'mf-shop/src', 'mf-checkout/src', 'mf-user-center/src', 'mf-chat/src', 'shared/src'];
// Emoji shown as colour pictures by default, or turned into one by the emoji variation selector.
const NEEDS_EMOJI_FONT = /\p{Emoji_Presentation}|\p{Extended_Pictographic}\uFE0F/u;

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === '__tests__' || e.name === 'node_modules' ? [] : files(full);
    return /\.(tsx?|json|css)$/.test(e.name) ? [full] : [];
  });
}

describe('no glyph that needs an emoji font', () => {
  it.each(SOURCES)('%s', (dir) => {
    const found: string[] = [];
    for (const file of files(path.join(ROOT, dir))) {
      fs.readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          const m = NEEDS_EMOJI_FONT.exec(line);
          if (m) found.push(`${path.relative(ROOT, file)}:${i + 1} ${m[0]}`);
        });
    }
    expect(found).toEqual([]);
  });
});
