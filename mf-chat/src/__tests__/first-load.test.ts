import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * What a chat page's code evaluates before it hydrates (docs/chat.md, "First view"): the shared
 * rules (`@mall/shared/schemas`, zod) are a long task on a phone, so neither the message box nor
 * the chat window imports them statically; the composer loads them at idle (src/components/schemas-lazy.ts).
 */
const src = resolve(import.meta.dirname, '..');

/** The modules a file imports statically, transitively, inside mf-chat/src; and the packages they name. */
function staticGraph(entry: string): { files: Set<string>; packages: Map<string, string> } {
  const files = new Set<string>();
  const packages = new Map<string, string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const text = readFileSync(file, 'utf8');
    for (const [, typeOnly, spec] of text.matchAll(/^import\s+(type\s+)?[^'";]*?from\s+'([^']+)';/gms)) {
      if (typeOnly) continue;
      if (spec.startsWith('.')) {
        const base = resolve(dirname(file), spec);
        const found = ['.ts', '.tsx', '/index.ts', '/index.tsx']
          .map((x) => base + x)
          .find((f) => {
            try {
              return readFileSync(f) && true;
            } catch {
              return false;
            }
          });
        if (found) visit(found);
      } else packages.set(spec, file);
    }
  };
  visit(resolve(src, entry));
  return { files, packages };
}

describe('mf-chat first load', () => {
  // The chat window reads its address with the plain-code rule (@mall/shared/schemas/chat-address-rule).
  it.each([
    ['the message box (/chat)', 'pages/chat-messages-page.tsx'],
    ['the chat window (/chat2)', 'pages/chat-window-page.tsx'],
  ])('%s imports no zod rules before it hydrates', (_, page) => {
    const { files, packages } = staticGraph(page);
    expect(files.size).toBeGreaterThan(5);
    expect([...files].some((f) => f.endsWith('composer.tsx'))).toBe(true);
    expect(packages.has('@mall/shared/schemas') ? packages.get('@mall/shared/schemas') : null).toBeNull();
    expect(packages.has('zod')).toBe(false);
  });
});
