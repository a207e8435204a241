import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * scripts/check-versions.mjs (run by `pnpm run lint`): a change to @mall/shared's code without a
 * higher version, or to the bus's events without a higher BUS_VERSION, fails.
 */
const SCRIPT = path.resolve(import.meta.dirname, '../../../scripts/check-versions.mjs');

describe("@mall/shared's version check", () => {
  let repo = '';
  const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' });
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
    fs.writeFileSync(path.join(repo, file), text);
  };
  const check = () => {
    try {
      execFileSync(process.execPath, [SCRIPT, '--root', repo], {
        encoding: 'utf8',
        stdio: 'pipe',
        env: { ...process.env, VERSION_BASE: '' },
      });
      return '';
    } catch (err) {
      return String((err as { stderr?: string }).stderr);
    }
  };
  const bus = (version: string, events: string) => `export const BUS_VERSION = '${version}';\nexport interface BusEvents {\n${events}\n}\n`;

  beforeEach(() => {
    repo = fs.mkdtempSync(path.join(os.tmpdir(), 'versions-'));
    git('init', '-q', '-b', 'main');
    git('config', 'user.email', 't@example.com');
    git('config', 'user.name', 't');
    write('shared/package.json', JSON.stringify({ name: '@mall/shared', version: '1.0.0' }));
    write('shared/src/money.ts', 'export const a = 1;\n');
    write('shared/src/bus.ts', bus('1.1.0', "  'cart-changed': { count: number };"));
    git('add', '.');
    git('commit', '-qm', 'base');
    git('checkout', '-qb', 'feature');
  });
  afterEach(() => fs.rmSync(repo, { recursive: true, force: true }));

  it('fails a change to shared code that keeps the version, and passes once it is bumped', () => {
    expect(check()).toBe('');
    write('shared/src/money.ts', 'export const a = 2;\n');
    expect(check()).toContain('@mall/shared changed (shared/src/money.ts) but its version is still 1.0.0');
    git('commit', '-qam', 'change');
    expect(check()).toContain('its version is still 1.0.0');
    write('shared/package.json', JSON.stringify({ name: '@mall/shared', version: '1.0.1' }));
    expect(check()).toBe('');
  });

  it('leaves tests alone, and asks a new bus event for a higher BUS_VERSION', () => {
    write('shared/src/__tests__/money.test.ts', 'test');
    expect(check()).toBe('');
    write('shared/package.json', JSON.stringify({ name: '@mall/shared', version: '1.1.0' }));
    write('shared/src/bus.ts', bus('1.1.0', "  'cart-changed': { count: number };\n  'cart-cleared': undefined;"));
    expect(check()).toContain("the bus's events changed but BUS_VERSION is still 1.1.0");
    write('shared/src/bus.ts', bus('1.2.0', "  'cart-changed': { count: number };\n  'cart-cleared': undefined;"));
    expect(check()).toBe('');
  });

  it('on main itself, compares with the commit before', () => {
    git('checkout', '-q', 'main');
    write('shared/src/money.ts', 'export const a = 3;\n');
    git('commit', '-qam', 'on main, no bump');
    expect(check()).toContain('its version is still 1.0.0');
  });
});
