import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The chat widget runs on every page of a signed-in buyer, so what it imports is downloaded and
 * run on all of them (docs/chat.md, "The pages"). Walks its static imports inside mf-chat/src and
 * lists every package module it reaches.
 */
function packagesReachedFrom(entry: string): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    // Static imports and re-exports that bring code (`import type` brings none).
    for (const m of source.matchAll(/^(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)) {
      const spec = m[1]!;
      if (!spec.startsWith('.')) {
        packages.add(spec);
        continue;
      }
      const base = path.resolve(path.dirname(file), spec);
      const found = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
        .map((ext) => base + ext)
        .find((f) => existsSync(f) && statSync(f).isFile());
      if (found && /\.tsx?$/.test(found)) visit(found);
    }
  };
  visit(entry);
  return packages;
}

describe('the chat widget loaded on every signed-in page', () => {
  const reached = packagesReachedFrom(path.resolve(import.meta.dirname, '../chat-service.ts'));

  it('reaches the socket and the launcher through the shared singletons', () => {
    expect(reached).toContain('@mall/shared');
    expect(reached).toContain('@mall/shared/react-i18n');
  });

  it('brings no schema library: the /chat2 address reader stays with its page', () => {
    expect([...reached].filter((p) => p === 'zod' || p.startsWith('zod/') || p.startsWith('@mall/shared/schemas'))).toEqual([]);
  });

  it('brings no component kit: the launcher draws its own badge', () => {
    expect([...reached].filter((p) => p.startsWith('@mall/shared/ui') || p === 'antd' || p.startsWith('antd/'))).toEqual([]);
  });
});
